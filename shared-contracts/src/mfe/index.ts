export * from './mfe-props';
export * from './parcel-host';
