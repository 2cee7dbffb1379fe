export * from './event-map';
export * from './event-bus';
