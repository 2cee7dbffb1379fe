export * from './member-progress';
export * from './reward-catalogue';
export * from './issue-reward-payload';
export * from './causes';
