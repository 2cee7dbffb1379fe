import type { EventBus } from '../events/event-bus';
import type { SiteApi } from '../http/site-api';
import type { Locale } from '../i18n/locale';
import type { RouteDefinition, RemoteName } from '../routes/route-definition';
import type { RouteIndex } from '../routes/route-index';
import type { SiteStore } from '../store/site-store';

/**
 * What the shell hands every remote when it mounts it (single-spa custom props).
 * The same objects go to every remote: one store, one bus, one route index.
 */
export interface MfeProps {
  /** The remote's own name; its root element carries it as `data-mfe`. */
  readonly app: RemoteName;
  /** The language of the page at mount time; remotes follow the path afterwards. */
  readonly locale: Locale;
  /** The site store (client state). */
  readonly store: SiteStore;
  /** The site event bus. */
  readonly bus: EventBus;
  /** Every route of the composition, including other remotes' landing pages. */
  readonly routes: RouteIndex<RouteDefinition>;
  /** Goes to a path of the site without reloading the page. */
  readonly navigate: (to: string) => void;
  /** The consumer API: failures open the error modal with their code and are logged. */
  readonly api: SiteApi;
}
