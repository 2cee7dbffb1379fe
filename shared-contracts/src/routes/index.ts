export * from './route-definition';
export * from './route-table';
export * from './route-index';
export * from './site-routes';
