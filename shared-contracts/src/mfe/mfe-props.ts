import type { RemoteSettings } from '../composition/composition-schema';
import type { EventBus } from '../events/event-bus';
import type { SiteApi } from '../http/site-api';
import type { Locale } from '../i18n/locale';
import type { RemoteName, RouteDefinition } from '../routes/route-definition';
import type { RouteIndex } from '../routes/route-index';
import type { ParcelHost } from './parcel-host';
import type { SiteQueryClient } from './site-query-client';
import type { SiteCommands, SiteStoreView } from '../store/site-state';

/**
 * What the shell hands every remote when it mounts it (single-spa custom props): all a remote
 * knows of the shell. The same objects go to every remote (one store, one bus, one query
 * cache, one route index); only its name and its settings are its own.
 */
export interface MfeProps {
  /** The remote's own name; its root element carries it as `data-mfe`. */
  readonly app: RemoteName;
  /**
   * The remote's own settings in this environment, from its composition entry (the only
   * prop that differs between remotes besides its name): the remote checks them with its own
   * schema. A remote reads nothing of the shell's files (`/config.json`, `/composition.json`).
   */
  readonly settings: RemoteSettings;
  /** The language of the page at mount time; remotes follow the path afterwards. */
  readonly locale: Locale;
  /** The site store, read-only: client state (spec section 3). */
  readonly store: SiteStoreView;
  /** What a remote may ask of the shell: the error modal, the login prompt, the cause, notices, ending the session, cookies, the member read afresh. */
  readonly commands: SiteCommands;
  /** The site event bus: events and commands between apps. */
  readonly bus: EventBus;
  /** Every route of the composition, including other remotes' landing pages. */
  readonly routes: RouteIndex<RouteDefinition>;
  /** Goes to a path of the site without reloading the page. */
  readonly navigate: (to: string) => void;
  /** The consumer API: failures are logged with their code and open the error modal unless asked inline. */
  readonly api: SiteApi;
  /** The one query cache of the site (server data), created when first needed: cleared when the member signs out. */
  readonly queryClient: SiteQueryClient;
  /** Widgets other remotes offer, mounted by name (`<RemoteParcel>`). */
  readonly parcels: ParcelHost;
}
