export * from './member-progress';
export * from './address';
export * from './reward-catalogue';
export * from './issue-reward-payload';
export * from './causes';
