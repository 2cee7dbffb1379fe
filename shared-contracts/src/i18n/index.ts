export * from './locale';
export * from './french-spacing';
