export * from './error-kinds';
