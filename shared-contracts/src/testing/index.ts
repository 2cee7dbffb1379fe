export * from './create-test-mfe-props';
export * from './render-remote-page';
