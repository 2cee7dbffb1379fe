export * from './install-dialog-polyfill';
export * from './render-with-intl';
