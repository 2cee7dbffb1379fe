import { normalizePath } from '../routes/route-index';
import type { RouteDefinition } from '../routes/route-definition';
import { type Composition, compositionEnvelopeSchema, type CompositionRemote, compositionRemoteSchema } from './composition-schema';

/** An entry of composition.json the shell will not compose, and why. */
export interface RejectedRemote {
  /** The entry's `app` when it has a readable one, else `#<index>` (its place in the file). */
  readonly name: string;
  readonly reason: string;
}

/** What the shell composes from composition.json, and the entries it had to leave out. */
export interface CompositionReading {
  readonly composition: Composition;
  readonly rejected: readonly RejectedRemote[];
}

const nameOf = (entry: unknown, index: number) => {
  const app = (entry as { app?: unknown } | null)?.app;
  return typeof app === 'string' && app.length > 0 && app.length <= 40 ? app : `#${index}`;
};

/**
 * Reads composition.json entry by entry: a malformed entry, a second entry for the same
 * remote or container, one claiming a path the site already has (`reserved`, e.g. the
 * shell's own screens, or an earlier remote's), or one offering a parcel name an earlier
 * remote offers, is rejected with its reason, and the rest is composed. Throws only when the file itself is not a composition.
 */
export function readComposition(raw: unknown, reserved: readonly RouteDefinition[] = []): CompositionReading {
  const envelope = compositionEnvelopeSchema.safeParse(raw);
  if (!envelope.success)
    throw new Error(`composition.json is not a composition: ${envelope.error.issues.map((i) => i.message).join('; ')}`);
  const claimed = new Map<string, string>();
  for (const route of reserved) for (const path of Object.values(route.paths)) claimed.set(normalizePath(path), route.app);
  const apps = new Set<string>();
  const containers = new Set<string>();
  const parcels = new Map<string, string>();
  const remotes: CompositionRemote[] = [];
  const rejected: RejectedRemote[] = [];

  envelope.data.remotes.forEach((entry, index) => {
    const name = nameOf(entry, index);
    const parsed = compositionRemoteSchema.safeParse(entry);
    if (!parsed.success) {
      const where = (path: readonly PropertyKey[]) => path.map(String).join('.') || '(entry)';
      rejected.push({ name, reason: parsed.error.issues.map((issue) => `${where(issue.path)}: ${issue.message}`).join('; ') });
      return;
    }
    const remote = parsed.data;
    if (apps.has(remote.app) || containers.has(remote.federationName)) {
      rejected.push({ name, reason: `a remote named ${remote.app} (${remote.federationName}) is already composed` });
      return;
    }
    const paths = remote.enabled ? remote.routes.flatMap((route) => Object.values(route.paths).map(normalizePath)) : [];
    const taken = paths.find((path) => claimed.has(path) || paths.indexOf(path) !== paths.lastIndexOf(path));
    if (taken !== undefined) {
      rejected.push({ name, reason: `${taken} is already claimed${claimed.has(taken) ? ` by ${claimed.get(taken)}` : ''}` });
      return;
    }
    const offered = remote.enabled ? (remote.parcels ?? []).map((parcel) => parcel.name) : [];
    const twice = offered.find((name) => parcels.has(name) || offered.indexOf(name) !== offered.lastIndexOf(name));
    if (twice !== undefined) {
      rejected.push({ name, reason: `the parcel ${twice} is already offered${parcels.has(twice) ? ` by ${parcels.get(twice)}` : ''}` });
      return;
    }
    for (const parcel of offered) parcels.set(parcel, remote.app);
    for (const path of paths) claimed.set(path, remote.app);
    apps.add(remote.app);
    containers.add(remote.federationName);
    remotes.push(remote);
  });

  return { composition: { version: 1, generatedAt: envelope.data.generatedAt, remotes }, rejected };
}
