export * from './error-kinds';
export * from './error-codes';
export * from './error-catalogue';
