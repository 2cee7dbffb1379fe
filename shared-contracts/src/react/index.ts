export * from './mfe-context';
export * from './site-hooks';
export * from './route-link';
export * from './remote-page';
export * from './create-remote-app';
