export { createConsumerApiServer, DEFAULT_LOGIN_RATE_LIMIT, DEFAULT_RATE_LIMIT, type ConsumerApiServer } from './server';
export type { ConsumerApiServerOptions, IdentityClaims, IdentityFailureReason, LogEntry } from './types';
export { EARNING } from './earning';
export { SEED_VERSION, DEFAULT_CAUSE_ID, ALWAYS_CAMPAIGN_CAUSE_ID } from './catalogue';
export { VISITOR_COOKIE } from './http-io';
export { DEFAULT_GEO } from './content';
