export * from './composition-schema';
