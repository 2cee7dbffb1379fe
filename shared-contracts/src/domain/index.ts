export * from './masking';
export * from './session-token';
