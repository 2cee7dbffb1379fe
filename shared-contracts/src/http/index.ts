export * from './fetch-json';
export * from './consumer-api';
