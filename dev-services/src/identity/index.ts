export { createIdentityServer } from './server';
export { exchangeAuthorizationCode, IdentityExchangeError } from './exchange';
export { IdentityPasswordError } from './errors';
export type { IdentityPasswordFailure } from './errors';
export type { ExchangeAuthorizationCodeInput, IdentityExchangeFailure } from './exchange';
export type { IdentityClaims, IdentityClient, IdentityLocale, IdentityServer, IdentityServerOptions } from './types';
