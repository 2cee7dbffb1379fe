import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/** Where the page is: path, query and fragment (follows in-app navigation). */
export function useCurrentLocation(): { readonly pathname: string; readonly search: string; readonly hash: string } {
  const { pathname, search, hash } = useLocation();
  return { pathname, search, hash };
}

/** Goes to another path of the site without reloading the page (`replace` keeps Back where it was). */
export function useNavigateTo(): (to: string, options?: { readonly replace?: boolean }) => void {
  const navigate = useNavigate();
  return useCallback((to, options) => void navigate(to, { replace: options?.replace ?? false }), [navigate]);
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
  const [params, setParams] = useSearchParams();
  const change = useCallback(
    (changes: Readonly<Record<string, string | null>>, options?: { readonly replace?: boolean }) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: options?.replace ?? true },
      ),
    [setParams],
  );
  return [params, change];
}
