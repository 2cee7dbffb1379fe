/** Offers `data` to the browser as a JSON file named `fileName` (a download, no new page). */
export function downloadJson(data: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; the address can go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
