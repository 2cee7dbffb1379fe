export * from './fetch-json';
