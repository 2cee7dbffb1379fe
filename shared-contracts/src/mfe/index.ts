export * from './mfe-props';
