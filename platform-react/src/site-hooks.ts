import { useEffect } from 'react';
import { useCurrentLocation } from './navigation-hooks';
import { useStore } from 'zustand';
import { type Locale, localeFromPath, type SiteCommands, type SiteEventName, type SiteEvents, type SiteState } from '@maple/contracts';
import { useMfe } from './mfe-context';

/** The page's language, read from the path so it follows in-app navigation. */
export function useLocale(): Locale {
  return localeFromPath(useCurrentLocation().pathname);
}

/** A slice of the site store (read-only); re-renders when it changes. */
export function useSiteStore<T>(selector: (state: SiteState) => T): T {
  return useStore(useMfe().store, selector);
}

/** What the remote may ask of the shell (error modal, login prompt, cause, notices). */
export function useCommands(): SiteCommands {
  return useMfe().commands;
}

/** Runs `handler` on each bus event of `name` while the component is mounted. */
export function useBusEvent<Name extends SiteEventName>(name: Name, handler: (payload: SiteEvents[Name]) => void): void {
  const { bus } = useMfe();
  useEffect(() => bus.on(name, handler), [bus, name, handler]);
}
