/** A fixed-window request counter per client. */
export function createRateLimiter(options: { windowMs: number; max: number }, now: () => number) {
  const windows = new Map<string, { startedAt: number; count: number }>();

  function sweep(at: number) {
    for (const [client, window] of windows) if (at - window.startedAt >= options.windowMs) windows.delete(client);
  }

  return {
    /** Counts a request; null when allowed, else the seconds to wait (for `Retry-After`). */
    hit(client: string): number | null {
      const at = now();
      if (windows.size > 10_000) sweep(at);
      let window = windows.get(client);
      if (!window || at - window.startedAt >= options.windowMs) {
        window = { startedAt: at, count: 0 };
        windows.set(client, window);
      }
      window.count += 1;
      if (window.count <= options.max) return null;
      return Math.max(1, Math.ceil((window.startedAt + options.windowMs - at) / 1000));
    },
  };
}
