import type { ApiCallOptions, ApiEndpointId, ApiFailureResult, SiteApi } from '@maple/contracts';
import { GENERIC_ERROR_CODE } from '../errors/error-codes';
import type { createSiteApiRuntime, SiteApiRuntimeOptions } from './site-api-runtime';

/** Loads the consumer API's chunk. */
export type SiteApiRuntimeLoader = () => Promise<{ readonly createSiteApiRuntime: typeof createSiteApiRuntime }>;

const loadRuntime: SiteApiRuntimeLoader = () => import('./load-site-api-runtime').then(({ loadSiteApiRuntime }) => loadSiteApiRuntime());

/**
 * The site API, whose code (the client, every endpoint's schemas, the error catalogue) loads
 * with the first call: a page that calls nothing on its first view downloads none of it. A
 * chunk that cannot be downloaded fails the call like a network failure (the generic code,
 * in the modal unless the caller asked for inline errors), and the next call tries again.
 */
export function createLazySiteApi(options: SiteApiRuntimeOptions, load: SiteApiRuntimeLoader = loadRuntime): SiteApi {
  let runtime: Promise<SiteApi> | null = null;
  const api = () =>
    (runtime ??= load().then(
      ({ createSiteApiRuntime }) => createSiteApiRuntime(options),
      (error: unknown) => {
        runtime = null;
        throw error;
      },
    ));
  async function call(id: ApiEndpointId, input?: object, callOptions?: ApiCallOptions): Promise<unknown> {
    let loaded: SiteApi;
    try {
      loaded = await api();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error('[shell] the API client could not be loaded:', message);
      if (callOptions?.errors !== 'inline') options.showError(GENERIC_ERROR_CODE);
      const failure: ApiFailureResult = { ok: false, kind: 'unknown', code: GENERIC_ERROR_CODE, status: null, message };
      return failure;
    }
    return (loaded.call as (id: ApiEndpointId, input?: object, options?: ApiCallOptions) => Promise<unknown>)(id, input, callOptions);
  }
  return { call: call as SiteApi['call'] };
}
