import { type Composition, REMOTE_NAMES, type SiteConfig } from '@maple/contracts';
import * as z from 'zod/mini';

/** The local-storage key a developer sets to load remotes from elsewhere (never in production). */
export const REMOTE_OVERRIDES_KEY = 'maple:remote-overrides';

const overridesSchema = z.partialRecord(z.enum(REMOTE_NAMES), z.url());

/**
 * Points remotes at the entries a developer stored under {@link REMOTE_OVERRIDES_KEY}
 * (e.g. `{"rewards":"http://localhost:8081/mf-manifest.json"}`), so a team can try its local
 * remote inside a deployed site. Ignored in production and when the value is unusable.
 */
export function applyRemoteOverrides(composition: Composition, config: SiteConfig, storage: Pick<Storage, 'getItem'> | null): Composition {
  if (config.environment === 'production' || !storage) return composition;
  let raw: string | null;
  try {
    raw = storage.getItem(REMOTE_OVERRIDES_KEY);
  } catch {
    return composition;
  }
  if (!raw) return composition;
  let parsed: ReturnType<typeof overridesSchema.safeParse>;
  try {
    parsed = overridesSchema.safeParse(JSON.parse(raw));
  } catch {
    console.warn(`[shell] ${REMOTE_OVERRIDES_KEY} is not JSON; ignored`);
    return composition;
  }
  if (!parsed.success) {
    console.warn(`[shell] ${REMOTE_OVERRIDES_KEY} is not a map of remote name to URL; ignored`);
    return composition;
  }
  const overrides = parsed.data;
  const remotes = composition.remotes.map((remote) => {
    const entry = overrides[remote.app];
    if (!entry) return remote;
    console.warn(`[shell] remote "${remote.app}" overridden: ${entry}`);
    return { ...remote, entry };
  });
  return { ...composition, remotes };
}
