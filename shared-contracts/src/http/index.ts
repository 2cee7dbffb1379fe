export * from './fetch-json';
export * from './consumer-api';
export * from './site-api';
export * from './api-failure';
export * from './api-queries';
export * from './stale-times';
export * from './mock-mode';
export * from './kept-for-the-tab';
