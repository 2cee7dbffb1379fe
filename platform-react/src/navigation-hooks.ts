import { useCallback, useMemo } from 'react';
import { type PageLocation, useLocationSource, usePageLocation } from './page-location';

/** Where the page is: path, query and fragment (follows in-app navigation). */
export function useCurrentLocation(): PageLocation {
  return usePageLocation();
}

/** Goes to another path of the site without reloading the page (`replace` keeps Back where it was). */
export function useNavigateTo(): (to: string, options?: { readonly replace?: boolean }) => void {
  const source = useLocationSource();
  return useCallback((to, options) => source.go(to, options), [source]);
}

/**
 * The page's query parameters, and a function that changes them. Changes replace the
 * history entry by default (filters and sorting), so Back leaves the page rather than undo
 * each change; `null` removes a parameter.
 */
export function useQueryParams(): [
  URLSearchParams,
  (changes: Readonly<Record<string, string | null>>, options?: { readonly replace?: boolean }) => void,
] {
  const source = useLocationSource();
  const { pathname, search, hash } = usePageLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const change = useCallback(
    (changes: Readonly<Record<string, string | null>>, options?: { readonly replace?: boolean }) => {
      const next = new URLSearchParams(new URL(source.read(), 'http://site.invalid').search);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null) next.delete(name);
        else next.set(name, value);
      }
      const query = next.toString();
      source.go(`${pathname}${query ? `?${query}` : ''}${hash}`, { replace: options?.replace ?? true });
    },
    [source, pathname, hash],
  );
  return [params, change];
}
