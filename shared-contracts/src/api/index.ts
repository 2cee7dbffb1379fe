export * from './api-conventions';
export * from './api-endpoints';
export * from './error-schema';
export * from './member-schemas';
export * from './reward-schemas';
export * from './activity-schemas';
export * from './offer-schemas';
export * from './content-schemas';
