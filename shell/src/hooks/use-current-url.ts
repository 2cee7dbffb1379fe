import { createContext, useContext, useSyncExternalStore } from 'react';

// single-spa announces every navigation (its own and the remotes' pushState) with this event.
const ROUTING_EVENT = 'single-spa:routing-event';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(ROUTING_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(ROUTING_EVENT, onChange);
  };
}

/** The address the chrome is rendered for at build time, where there is no window (app/prerender-chrome.tsx). */
export const RenderedUrlContext = createContext<string | null>(null);

/**
 * The current URL (path, query and fragment), kept up to date across every app's navigation;
 * hydrating a served page too (the chrome's markup does not depend on the query while it holds
 * a served page).
 */
export function useCurrentUrl(): { pathname: string; search: string; hash: string } {
  const renderedUrl = useContext(RenderedUrlContext);
  const href = useSyncExternalStore(
    subscribe,
    () => window.location.href,
    () => renderedUrl ?? window.location.href,
  );
  const url = new URL(href);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}
