export * from './mfe-props';
export * from './parcel-host';
export * from './site-query-client';
