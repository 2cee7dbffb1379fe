import { createEventBus } from '../events/event-bus';
import type { MfeProps } from '../mfe/mfe-props';
import { siteRoutes } from '../routes/site-routes';
import { createSiteStore } from '../store/site-store';

/** Mount props for tests: a fresh store and bus, every spec route, navigation recorded in `navigations`. */
export function createTestMfeProps(overrides: Partial<MfeProps> = {}): MfeProps & { navigations: string[] } {
  const navigations: string[] = [];
  return {
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
