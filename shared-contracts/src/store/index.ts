export * from './site-state';
