import { isRemoteName, remoteEntryUrlSchema, type SiteConfig } from '@maple/contracts';
import * as z from 'zod/mini';

/** The local-storage key a developer sets to load remotes from elsewhere (never in production). */
export const REMOTE_OVERRIDES_KEY = 'maple:remote-overrides';

const overridesSchema = z.record(z.string().check(z.refine(isRemoteName)), remoteEntryUrlSchema);

/**
 * The entries a developer stored under {@link REMOTE_OVERRIDES_KEY}, by remote name
 * (e.g. `{"rewards":"http://localhost:8081/remoteEntry.js"}`), so a team can try its local
 * remote inside a deployed site. Empty in production and when the value is unusable.
 */
export function readRemoteOverrides(config: SiteConfig, storage: Pick<Storage, 'getItem'> | null): ReadonlyMap<string, string> {
  if (config.environment === 'production' || !storage) return new Map();
  let raw: string | null;
  try {
    raw = storage.getItem(REMOTE_OVERRIDES_KEY);
  } catch {
    return new Map();
  }
  if (!raw) return new Map();
  let parsed: ReturnType<typeof overridesSchema.safeParse>;
  try {
    parsed = overridesSchema.safeParse(JSON.parse(raw));
  } catch {
    console.warn(`[shell] ${REMOTE_OVERRIDES_KEY} is not JSON; ignored`);
    return new Map();
  }
  if (!parsed.success) {
    console.warn(`[shell] ${REMOTE_OVERRIDES_KEY} is not a map of remote name to remoteEntry.js URL; ignored`);
    return new Map();
  }
  return new Map(Object.entries(parsed.data));
}
