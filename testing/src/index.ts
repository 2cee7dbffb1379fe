export * from './cause-factories';
export * from './create-test-mfe-props';
export * from './image-factories';
export * from './member-factories';
export * from './render-remote-page';
export * from './reward-factories';
