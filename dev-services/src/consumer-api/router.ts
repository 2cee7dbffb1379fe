import { type ApiEndpoint, type ApiEndpointId, apiEndpoints } from '@maple/contracts';

interface Route {
  readonly id: ApiEndpointId;
  readonly endpoint: ApiEndpoint;
  readonly segments: readonly string[];
}

/** What a request path and method resolve to. */
type Resolution =
  | { readonly kind: 'found'; readonly id: ApiEndpointId; readonly endpoint: ApiEndpoint; readonly params: Record<string, string> }
  | { readonly kind: 'wrong-method' }
  | { readonly kind: 'unknown' };

const parameterName = (segment: string) => /^\{(\w+)\}$/.exec(segment)?.[1];

function matches(route: Route, segments: readonly string[]): Record<string, string> | null {
  if (route.segments.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, expected] of route.segments.entries()) {
    const actual = segments[index] ?? '';
    const name = parameterName(expected);
    if (name) {
      if (!actual) return null;
      try {
        params[name] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (expected !== actual) return null;
  }
  return params;
}

/**
 * The router, built from the contract's endpoint table: every endpoint exists exactly once,
 * with its method and path (a duplicate method and path refuses to build).
 */
export function createRouter(table: Readonly<Record<ApiEndpointId, ApiEndpoint>> = apiEndpoints) {
  const routes: Route[] = [];
  const seen = new Set<string>();
  for (const id of Object.keys(table) as ApiEndpointId[]) {
    const endpoint = table[id];
    const signature = `${endpoint.method} ${endpoint.path}`;
    if (seen.has(signature)) throw new Error(`two endpoints answer ${signature}`);
    seen.add(signature);
    routes.push({ id, endpoint, segments: endpoint.path.split('/') });
  }

  return {
    routes: routes as readonly Route[],

    /** Resolves a path relative to the API base (no leading slash). */
    resolve(method: string, relativePath: string): Resolution {
      const segments = relativePath.replace(/\/$/, '').split('/');
      let pathKnown = false;
      for (const route of routes) {
        const params = matches(route, segments);
        if (!params) continue;
        if (route.endpoint.method === method) return { kind: 'found', id: route.id, endpoint: route.endpoint, params };
        pathKnown = true;
      }
      return pathKnown ? { kind: 'wrong-method' } : { kind: 'unknown' };
    },

    /** True when `path` names an endpoint, as a template or a concrete path. */
    knows(path: string, method?: string): boolean {
      return routes.some(
        (route) =>
          (route.endpoint.path === path || matches(route, path.split('/')) !== null) && (!method || route.endpoint.method === method),
      );
    },
  };
}

/** The router of the API. */
export type Router = ReturnType<typeof createRouter>;
