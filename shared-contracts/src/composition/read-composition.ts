import { normalizePath } from '../routes/route-index';
import type { RouteDefinition } from '../routes/route-definition';
import { type HostVersions, incompatibility } from './compatibility';
import {
  type ComposedRemote,
  type Composition,
  compositionEnvelopeSchema,
  type CompositionRemote,
  compositionRemoteSchema,
  type ReleaseChannel,
} from './composition-schema';

/** An entry of composition.json the shell will not compose, and why. */
interface RejectedRemote {
  /** The entry's `app` when it has a readable one, else `#<index>` (its place in the file). */
  readonly name: string;
  readonly reason: string;
}

/** What the shell composes from composition.json, and the entries it had to leave out. */
interface CompositionReading {
  readonly composition: Composition;
  readonly rejected: readonly RejectedRemote[];
}

const nameOf = (entry: unknown, index: number) => {
  const app = (entry as { app?: unknown } | null)?.app;
  return typeof app === 'string' && app.length > 0 && app.length <= 40 ? app : `#${index}`;
};

/** How a reading chooses each entry's release and checks it against the page. */
interface ReadingOptions {
  /** The release a visitor runs, for an entry with a canary (the stable one when absent). */
  readonly choose?: (remote: CompositionRemote) => ReleaseChannel;
  /** The shell's versions: a release built against what they do not satisfy is rejected (unchecked when absent). */
  readonly host?: HostVersions;
}

/** The entry as one visitor runs it: the canary's release in place of the stable one when chosen. */
export function releaseOf(remote: CompositionRemote, channel: ReleaseChannel): ComposedRemote {
  const { canary, ...stable } = remote;
  if (channel === 'stable' || !canary) return { ...stable, channel: 'stable' };
  // The canary's own parcels only (none when it offers none), never the stable release's.
  const withoutParcels: Omit<CompositionRemote, 'canary'> = { ...stable };
  delete withoutParcels.parcels;
  const { version, entry, routes, parcels, builtWith } = canary;
  return { ...withoutParcels, version, entry, routes, builtWith, ...(parcels ? { parcels } : {}), channel: 'canary' };
}

/** How a release is named in reports: its version (or that it has none) and its channel. */
export function releaseLabel(remote: Pick<ComposedRemote, 'version' | 'channel'>): string {
  return `${remote.version ?? 'unversioned build'}${remote.channel === 'canary' ? ' (canary)' : ''}`;
}

/** A reading of composition.json, one entry at a time. */
export interface CompositionReader {
  /** The file's entries, to read in order. */
  readonly entries: readonly unknown[];
  /** Reads the entry at `index` of {@link CompositionReader.entries}: composes it or rejects it, after the entries before it. */
  read(entry: unknown, index: number): void;
  /** What the entries read so far compose, and those rejected. */
  result(): CompositionReading;
}

/**
 * Reads composition.json entry by entry: a malformed entry, a second entry for the same
 * remote or container, one whose chosen release was built against what the shell (`host`)
 * cannot give it, one claiming a path the site already has (`reserved`, e.g. the shell's own
 * screens, or an earlier remote's), or one offering a parcel name an earlier remote offers,
 * is rejected with its reason, and the rest is composed. Throws only when the file itself is
 * not a composition. The shell reads each entry in a task of its own (a phone takes 10 to 30
 * ms for one: issue 18); {@link readComposition} reads them all at once.
 */
export function compositionReader(
  raw: unknown,
  reserved: readonly RouteDefinition[] = [],
  options: ReadingOptions = {},
): CompositionReader {
  const envelope = compositionEnvelopeSchema.safeParse(raw);
  if (!envelope.success)
    throw new Error(`composition.json is not a composition: ${envelope.error.issues.map((i) => i.message).join('; ')}`);
  const claimed = new Map<string, string>();
  for (const route of reserved) for (const path of Object.values(route.paths)) claimed.set(normalizePath(path), route.app);
  const apps = new Set<string>();
  const containers = new Set<string>();
  const parcels = new Map<string, string>();
  const remotes: ComposedRemote[] = [];
  const rejected: RejectedRemote[] = [];

  const read = (entry: unknown, index: number) => {
    const name = nameOf(entry, index);
    const parsed = compositionRemoteSchema.safeParse(entry);
    if (!parsed.success) {
      const where = (path: readonly PropertyKey[]) => path.map(String).join('.') || '(entry)';
      rejected.push({ name, reason: parsed.error.issues.map((issue) => `${where(issue.path)}: ${issue.message}`).join('; ') });
      return;
    }
    const remote = releaseOf(parsed.data, options.choose?.(parsed.data) ?? 'stable');
    const refused = options.host && incompatibility(remote.builtWith, options.host);
    if (refused) {
      rejected.push({ name, reason: `${remote.app} ${releaseLabel(remote)} was ${refused}` });
      return;
    }
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
  };

  return {
    entries: envelope.data.remotes,
    read,
    result: () => ({ composition: { version: 1, generatedAt: envelope.data.generatedAt, remotes: [...remotes] }, rejected: [...rejected] }),
  };
}

/** Reads all of composition.json at once (see {@link compositionReader}). */
export function readComposition(raw: unknown, reserved: readonly RouteDefinition[] = [], options: ReadingOptions = {}): CompositionReading {
  const reader = compositionReader(raw, reserved, options);
  reader.entries.forEach(reader.read);
  return reader.result();
}
