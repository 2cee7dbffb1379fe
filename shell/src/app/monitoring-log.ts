import { maskForLog } from '../lib/masking';
import type { MonitoringEntry } from '../lib/site-api/site-api';

/** How many entries the page keeps for a support session (the newest win). */
const KEPT_ENTRIES = 200;

/**
 * The monitoring log: every entry is masked once more on its way in (whoever wrote it:
 * the site API, the session), then goes to the console, where the error-reporting agent
 * of an environment collects it.
 */
export function createMonitoringLog(sink: Pick<Console, 'info' | 'error'> = console) {
  const entries: MonitoringEntry[] = [];
  return {
    write(written: MonitoringEntry) {
      const entry: MonitoringEntry = { ...written, payload: maskForLog(written.payload), response: maskForLog(written.response) };
      entries.push(entry);
      if (entries.length > KEPT_ENTRIES) entries.shift();
      sink[entry.level === 'error' ? 'error' : 'info'](`[monitoring] ${entry.code} ${entry.api}`, JSON.stringify(entry));
    },
    entries: (): readonly MonitoringEntry[] => entries,
  };
}
