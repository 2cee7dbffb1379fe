export * from './member-progress';
export * from './address';
export * from './onboarding-state';
export * from './survey-progress';
export * from './quiz-result';
export * from './survey-load-failures';
