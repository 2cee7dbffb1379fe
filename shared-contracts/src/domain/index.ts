export * from './member-progress';
export * from './address';
export * from './birth-date';
export * from './profile-payload';
export * from './member-history';
export * from './password-attempts';
export * from './onboarding-tracker';
export * from './email-masking';
