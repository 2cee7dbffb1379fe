export * from './compatibility';
export * from './composition-schema';
export * from './read-composition';
export * from './release-channels-schema';
