import type { MonitoringEntry } from '../lib/site-api/site-api';

/** How many entries the page keeps for a support session (the newest win). */
const KEPT_ENTRIES = 200;

/**
 * The monitoring log: entries arrive masked (see createSiteApi) and go to the console,
 * where the error-reporting agent of an environment collects them.
 */
export function createMonitoringLog(sink: Pick<Console, 'info' | 'error'> = console) {
  const entries: MonitoringEntry[] = [];
  return {
    write(entry: MonitoringEntry) {
      entries.push(entry);
      if (entries.length > KEPT_ENTRIES) entries.shift();
      sink[entry.level === 'error' ? 'error' : 'info'](`[monitoring] ${entry.code} ${entry.api}`, JSON.stringify(entry));
    },
    entries: (): readonly MonitoringEntry[] => entries,
  };
}

/** The monitoring log of the shell. */
export type MonitoringLog = ReturnType<typeof createMonitoringLog>;
