export * from './site-state';
export * from './site-store';
