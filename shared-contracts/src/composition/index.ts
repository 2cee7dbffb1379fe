export * from './composition-schema';
export * from './read-composition';
