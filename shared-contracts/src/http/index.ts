export * from './fetch-json';
export * from './consumer-api';
export * from './site-api';
