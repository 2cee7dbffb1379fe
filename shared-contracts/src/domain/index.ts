export * from './member-progress';
export * from './address';
