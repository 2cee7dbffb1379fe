import type { CompositionRemote, ReleaseChannel } from '@maple/contracts';
import type { KeyValueStorage } from '#src/lib/safe-storage.ts';

/**
 * Where a visitor's release bucket (0 to 99) is kept. It is a strictly necessary functional
 * value (which build of the site this browser runs, so pages never switch versions under the
 * visitor), first-party, identifying no one and sent nowhere: stored whatever the cookie choice
 * (decision 057).
 */
export const RELEASE_BUCKET_KEY = 'maple:release-bucket';

/** Where a tester's choice of releases is kept (`?release=<app>@<canary|stable|version>`; `@auto` forgets it). */
export const RELEASE_CHOICES_KEY = 'maple:release-choices';

/** The query parameter a tester uses to pick a release of a remote. */
export const RELEASE_PARAMETER = 'release';

const BUCKETS = 100;
const CHOICE = /^([a-z][a-z0-9-]*)@([0-9A-Za-z][0-9A-Za-z.-]*)$/;

/**
 * The visitor's bucket: drawn once and kept, so a visitor in a 10 % canary (buckets 0 to 9)
 * stays in it on every page and visit. Without storage that keeps it (`null`) the visitor gets
 * the stable releases: a bucket drawn again on each page would switch versions between pages.
 */
export function releaseBucket(storage: KeyValueStorage | null, random: () => number = Math.random): number {
  if (!storage) return BUCKETS - 1;
  const stored = Number(storage.getItem(RELEASE_BUCKET_KEY) ?? Number.NaN);
  if (Number.isInteger(stored) && stored >= 0 && stored < BUCKETS) return stored;
  const drawn = Math.min(BUCKETS - 1, Math.floor(random() * BUCKETS));
  storage.setItem(RELEASE_BUCKET_KEY, String(drawn));
  return drawn;
}

function readChoices(storage: KeyValueStorage | null): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RELEASE_CHOICES_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((pair): pair is [string, string] => typeof pair[1] === 'string'));
  } catch {
    return {};
  }
}

/**
 * A tester's choices, by remote name: those stored, updated by the address's `?release=`
 * (several may be given, comma-separated) and stored again, so the choice holds on every page
 * until `@auto` forgets it.
 */
export function releaseChoices(search: string, storage: KeyValueStorage | null): ReadonlyMap<string, string> {
  const choices = new Map(Object.entries(readChoices(storage)));
  const asked = new URLSearchParams(search).getAll(RELEASE_PARAMETER).flatMap((value) => value.split(','));
  for (const text of asked) {
    const match = CHOICE.exec(text.trim());
    if (!match) {
      console.warn(`[shell] ?${RELEASE_PARAMETER}=${text} is not <remote>@<canary|stable|version>; ignored`);
      continue;
    }
    const [, app = '', release = ''] = match;
    if (release === 'auto') choices.delete(app);
    else choices.set(app, release);
  }
  if (asked.length > 0) storage?.setItem(RELEASE_CHOICES_KEY, JSON.stringify(Object.fromEntries(choices)));
  return choices;
}

/**
 * Chooses the release of each entry for this visitor: a tester's choice when it names one of
 * the entry's releases (its channel or its version), else the canary for the buckets below its
 * share. Only releases the composition lists can be chosen. The bucket is asked for only when an
 * entry has a canary, once: a site without canaries stores nothing for its visitors.
 */
export function releaseChooser(bucket: () => number, choices: ReadonlyMap<string, string>): (remote: CompositionRemote) => ReleaseChannel {
  let drawn: number | undefined;
  return (remote) => {
    const choice = choices.get(remote.app);
    if (remote.canary && (choice === 'canary' || choice === remote.canary.version)) return 'canary';
    if (choice === 'stable' || (choice !== undefined && choice === remote.version)) return 'stable';
    if (!remote.canary) return 'stable';
    drawn ??= bucket();
    return drawn < remote.canary.share ? 'canary' : 'stable';
  };
}
