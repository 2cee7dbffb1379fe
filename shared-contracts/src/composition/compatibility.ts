import * as z from 'zod/mini';

/**
 * The version of these contracts, as `shared-contracts/package.json` says (a test keeps the
 * two equal). An app compiles the contracts in (decision 003), so this is the version it was
 * built against: the shell reads its own at run time, a remote's build writes its own into
 * `built-with.json`.
 */
export const CONTRACTS_VERSION = '0.1.0';

const VERSION = /^(\d+)\.(\d+)\.(\d+)$/;
const RANGE = /^([~^]?)(\d+\.\d+\.\d+)$/;

/** A plain `major.minor.patch` version (no pre-release: shared libraries and contracts use none). */
export const semverSchema = z.string().check(z.regex(VERSION, 'a version is major.minor.patch'));

/** A version range as package.json writes it: exact (`19.3.1`), caret (`^19.3.1`) or tilde (`~19.3.1`). */
export const versionRangeSchema = z.string().check(z.regex(RANGE, 'a range is major.minor.patch, with ^ or ~ or neither'));

/**
 * What an app was built against (`built-with.json` beside its build): the contracts it
 * compiled in and the React range it asks the page's shared React to satisfy. The compose
 * step and the shell refuse a remote whose needs the shell does not meet.
 */
export const builtWithSchema = z.object({
  /** The `@maple/contracts` version compiled in ({@link CONTRACTS_VERSION} at build time). */
  contracts: semverSchema,
  /** The React range of the app's package.json: the shell's React must satisfy it (a shared singleton). */
  react: versionRangeSchema,
});

/** An app's build-time compatibility record, as validated by {@link builtWithSchema}. */
export type BuiltWith = z.infer<typeof builtWithSchema>;

/** What the page offers a remote: the shell's contracts version and the React version it shares. */
export interface HostVersions {
  readonly contracts: string;
  readonly react: string;
}

const parts = (version: string) => VERSION.exec(version)?.slice(1).map(Number) ?? null;

/**
 * True when `version` is in `range` (exact, `^` or `~`, with npm's meaning: `^0.1.2` is
 * `>=0.1.2 <0.2.0`). A version that is not major.minor.patch is in no range.
 */
export function satisfiesRange(version: string, range: string): boolean {
  const match = RANGE.exec(range);
  const have = parts(version);
  const want = match && parts(match[2] ?? '');
  if (!match || !have || !want) return false;
  const [major, minor, patch] = have as [number, number, number];
  const [wantMajor, wantMinor, wantPatch] = want as [number, number, number];
  const atLeast = major > wantMajor || (major === wantMajor && (minor > wantMinor || (minor === wantMinor && patch >= wantPatch)));
  if (match[1] === '') return major === wantMajor && minor === wantMinor && patch === wantPatch;
  if (match[1] === '~') return atLeast && major === wantMajor && minor === wantMinor;
  // Caret: the left-most non-zero part may not change.
  if (wantMajor > 0) return atLeast && major === wantMajor;
  if (wantMinor > 0) return atLeast && major === 0 && minor === wantMinor;
  return major === 0 && minor === 0 && patch === wantPatch;
}

/**
 * Why the page cannot run a remote built with `builtWith`, naming both sides, or null when it
 * can. Contracts are compatible within npm's caret range of the remote's version (a shell on
 * 0.1.3 runs a remote built on 0.1.0, not one built on 0.1.5 or 0.2.0: that remote may use
 * what the shell lacks); React must be in the remote's range (one shared instance, decision 002).
 */
export function incompatibility(builtWith: BuiltWith, host: HostVersions): string | null {
  const problems = [
    !satisfiesRange(host.contracts, `^${builtWith.contracts}`) &&
      `@maple/contracts ${host.contracts} is not within ^${builtWith.contracts}`,
    !satisfiesRange(host.react, builtWith.react) && `React ${host.react} is not within ${builtWith.react}`,
  ].filter((problem): problem is string => typeof problem === 'string');
  if (problems.length === 0) return null;
  return (
    `built against @maple/contracts ${builtWith.contracts} and React ${builtWith.react}, ` +
    `but the shell has @maple/contracts ${host.contracts} and React ${host.react} (${problems.join('; ')})`
  );
}
