import { normalizePath, type RemoteName } from '@maple/contracts';

/**
 * A page the server sent as HTML (docs/decisions/019-prerendered-landing-pages.md): the compose
 * step put a remote's build-time markup in that remote's slot, inside a wrapper naming the
 * remote, the path and the same page in the other language. The shell keeps that markup on
 * screen until the remote has mounted (which replaces it in one commit) or fails.
 */
export interface PrerenderedPage {
  readonly app: RemoteName;
  /** The path it was rendered for, normalized. */
  readonly path: string;
  /** The same page in the other language; null when the page has no language switch. */
  readonly counterpart: string | null;
  /** The served markup (none when the chrome itself is rendered at build time). */
  readonly element: Element | null;
}

/** The attributes of the wrapper the compose step writes around a prerendered page. */
export const PRERENDERED_ATTRIBUTES = {
  app: 'data-prerendered-app',
  path: 'data-prerendered-path',
  counterpart: 'data-prerendered-counterpart',
} as const;

/** The prerendered page in the served document, if it is the page at `pathname`. */
export function takePrerenderedPage(container: ParentNode, pathname: string): PrerenderedPage | null {
  const element = container.querySelector(`[${PRERENDERED_ATTRIBUTES.app}]`);
  const app = element?.getAttribute(PRERENDERED_ATTRIBUTES.app);
  const path = element?.getAttribute(PRERENDERED_ATTRIBUTES.path);
  if (!element || !app || !path || normalizePath(path) !== normalizePath(pathname)) return null;
  return { app, path: normalizePath(path), counterpart: element.getAttribute(PRERENDERED_ATTRIBUTES.counterpart), element };
}
