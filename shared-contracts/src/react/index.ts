export * from './mfe-context';
export * from './site-hooks';
export * from './navigation-hooks';
export * from './site-data';
export * from './api-hooks';
export * from './route-link';
export * from './remote-page';
export * from './create-remote-app';
