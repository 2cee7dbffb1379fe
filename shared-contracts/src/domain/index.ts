export * from './member-progress';
