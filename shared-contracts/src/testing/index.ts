export * from './create-test-mfe-props';
export * from './member-factories';
export * from './render-remote-page';
export * from './reward-factories';
