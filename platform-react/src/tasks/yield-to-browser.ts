/**
 * Ends the current task and continues in a new one, so the browser can paint and answer input
 * in between (a long start-up split in tasks no one of which blocks for long).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
