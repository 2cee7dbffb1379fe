export { default as federationInTasks } from './federation-in-tasks';
export { yieldToBrowser } from './yield-to-browser';
