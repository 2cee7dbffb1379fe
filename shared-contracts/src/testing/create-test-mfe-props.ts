import { createEventBus } from '../events/event-bus';
import type { ApiEndpointId } from '../api/api-endpoints';
import type { ApiResult, SiteApi } from '../http/site-api';
import type { MfeProps } from '../mfe/mfe-props';
import { siteRoutes } from '../routes/site-routes';
import { createSiteStore } from '../store/site-store';

/** A site API answering from a table (`answers`), recording its calls in `calls`. */
export function createFakeSiteApi(answers: Partial<Record<ApiEndpointId, ApiResult<unknown>>> = {}) {
  const calls: { id: ApiEndpointId; input: unknown }[] = [];
  const api: SiteApi = {
    call: (async (id: ApiEndpointId, input?: unknown) => {
      calls.push({ id, input });
      return answers[id] ?? { ok: false, kind: 'unknown', code: 1000, status: null, message: `no fake answer for ${id}` };
    }) as SiteApi['call'],
  };
  return { api, calls };
}

/** Mount props for tests: a fresh store and bus, every spec route, navigation recorded in `navigations`. */
export function createTestMfeProps(overrides: Partial<MfeProps> = {}): MfeProps & { navigations: string[] } {
  const navigations: string[] = [];
  return {
    api: createFakeSiteApi().api,
    app: 'rewards',
    locale: 'en-CA',
    store: createSiteStore(),
    bus: createEventBus(),
    routes: siteRoutes,
    navigate: (to) => navigations.push(to),
    navigations,
    ...overrides,
  };
}
