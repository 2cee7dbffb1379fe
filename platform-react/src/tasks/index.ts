export { default as shareLoadsInTasks } from './share-loads-in-tasks';
export { yieldToBrowser } from './yield-to-browser';
