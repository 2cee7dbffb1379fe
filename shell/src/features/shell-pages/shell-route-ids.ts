/** The screens the shell renders itself (their words and related links: components/shell-route-page.tsx). */
export const SHELL_ROUTE_IDS = ['login', 'signup', 'maintenance', 'authCallback'] as const;

/** One of the screens the shell renders itself. */
export type ShellRouteId = (typeof SHELL_ROUTE_IDS)[number];

/** True when the shell itself renders the screen `id`. */
export function isShellRouteId(id: string): id is ShellRouteId {
  return (SHELL_ROUTE_IDS as readonly string[]).includes(id);
}
