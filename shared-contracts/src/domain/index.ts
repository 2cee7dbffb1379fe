export * from './member-progress';
export * from './address';
export * from './causes';
export * from './site-search';
export * from './content-links';
