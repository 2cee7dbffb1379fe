import type { RouteId } from '@maple/contracts';
import { useLocale, useMfe } from '@maple/platform';
import { useCallback } from 'react';

/**
 * The path of a screen in the page's language, with an optional query:
 * `pathTo('allRewards', { type: 'gift-cards', sort: null })` → `/rewards/all/?type=gift-cards`.
 * Null when the screen is not composed.
 */
export function useRoutePath(): (id: RouteId, query?: Readonly<Record<string, string | null>>) => string | null {
  const { routes } = useMfe();
  const locale = useLocale();
  return useCallback(
    (id, query) => {
      const path = routes.find(id)?.paths[locale];
      if (!path) return null;
      // A null value leaves its parameter out.
      const present = Object.entries(query ?? {}).filter((entry): entry is [string, string] => entry[1] !== null);
      const search = new URLSearchParams(present).toString();
      return search ? `${path}?${search}` : path;
    },
    [routes, locale],
  );
}
