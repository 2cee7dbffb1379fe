// The consumer API's chunk (docs/decisions/014-performance.md): the client, every endpoint's
// zod schemas and the error catalogue, loaded with the site's first call to the API.
import { createConsumerApi, type Locale, type SiteApi, type SiteConfig, storageMockFlags } from '@maple/contracts';
import type { KeyValueStorage } from '../safe-storage';
import type { CallActivity } from './call-activity';
import { createSiteApi, type MonitoringEntry } from './site-api';

/** What the site's API needs from the shell. */
export interface SiteApiRuntimeOptions {
  readonly config: SiteConfig;
  readonly storage: KeyValueStorage;
  readonly locale: () => Locale;
  /** The session's token while it is valid, else null. */
  readonly token: () => string | null;
  readonly showError: (code: number) => void;
  readonly log: (entry: MonitoringEntry) => void;
  readonly activity?: Pick<CallActivity, 'track'>;
}

/** The consumer API as the site uses it: headers, validation, the error catalogue and the monitoring log. */
export function createSiteApiRuntime({ config, storage, locale, token, showError, log, activity }: SiteApiRuntimeOptions): SiteApi {
  return createSiteApi({
    api: createConsumerApi({
      baseUrl: config.apiBaseUrl,
      subscriptionKey: config.subscriptionKey,
      locale,
      token,
      ...(config.apiTimeoutMs ? { timeoutMs: config.apiTimeoutMs } : {}),
      // Development builds only (spec section 7's test-only mock mode); production builds drop it.
      ...(process.env.NODE_ENV !== 'production' && config.environment !== 'production' ? { mocks: storageMockFlags(storage) } : {}),
    }),
    locale,
    hasToken: () => token() !== null,
    showError,
    log,
    ...(activity ? { activity } : {}),
  });
}
