export * from './i18n';
export * from './routes';
export * from './composition';
export * from './events';
export * from './store';
export * from './mfe';
export * from './http';
export * from './api';
