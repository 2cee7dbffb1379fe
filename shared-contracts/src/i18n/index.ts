export * from './locale';
export * from './french-spacing';
export * from './site-time-zone';
