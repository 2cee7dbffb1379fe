import { normalizePath, type RemoteName } from '@maple/contracts';

/**
 * A page the server sent as HTML (docs/decisions/019-prerendered-landing-pages.md): the compose
 * step put a remote's build-time markup in that remote's slot and described it in the head
 * (which remote, which path, the same page in the other language). The shell hydrates the
 * chrome around it and keeps the markup in the slot until the remote hydrates it.
 */
export interface PrerenderedPage {
  readonly app: RemoteName;
  /** The path it was rendered for, normalized. */
  readonly path: string;
  /** The same page in the other language; null when the page has no language switch. */
  readonly counterpart: string | null;
}

/** The name of the `<meta>` element that describes the served page, and its attributes. */
const SERVED_PAGE_META = {
  name: 'maple-served-page',
  app: 'data-app',
  path: 'data-path',
  counterpart: 'data-counterpart',
} as const;

/** The page the document was served with, if it is the page at `pathname`. */
export function takePrerenderedPage(head: ParentNode, pathname: string): PrerenderedPage | null {
  const meta = head.querySelector(`meta[name="${SERVED_PAGE_META.name}"]`);
  const app = meta?.getAttribute(SERVED_PAGE_META.app);
  const path = meta?.getAttribute(SERVED_PAGE_META.path);
  if (!meta || !app || !path || normalizePath(path) !== normalizePath(pathname)) return null;
  return { app, path: normalizePath(path), counterpart: meta.getAttribute(SERVED_PAGE_META.counterpart) };
}
