export { createIdentityServer } from './server';
export { exchangeAuthorizationCode } from './exchange';
export type { IdentityServer } from './types';
