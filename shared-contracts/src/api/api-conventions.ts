/** The consumer API's path prefix: version and country (spec section 7). */
export const API_BASE_PATH = '/api/v1/ca/';

/** The API-management subscription key header every call sends. */
export const SUBSCRIPTION_KEY_HEADER = 'Ocp-Apim-Subscription-Key';

/** The header that carries the page's locale (en-CA by default). */
export const LOCALE_HEADER = 'x-locale';

/** How long a session token lives (spec section 9: 30 minutes). */
export const SESSION_TOKEN_LIFETIME_SECONDS = 30 * 60;
