/** Loads the page again: the shell then reads the member's profile afresh (remotes cannot ask it to). */
export function reloadPage(): void {
  window.location.reload();
}
