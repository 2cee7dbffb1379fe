// zod/mini: the functional, tree-shakable build of zod, so the shell ships only the
// validators it uses (see docs/decisions/002-what-is-shared.md).
import * as z from 'zod/mini';
import { PARTNER_PAGES } from '../api/partner-pages';
import { CAUSE_IDS } from '../domain/causes';
import { REMOTE_NAME_PATTERN } from '../routes/route-definition';
import { builtWithSchema } from './compatibility';

const path = z.string().check(z.regex(/^\/[^\s?#]*$/, 'a path starts with / and has no query or fragment'));
const frenchPath = path.check(z.refine((p) => p === '/fr' || p.startsWith('/fr/'), 'French paths start with /fr'));
const text = z.string().check(z.minLength(1));
const localized = z.object({ 'en-CA': text, 'fr-CA': text });
const httpsUrl = z.url({ protocol: /^https$/ });
const remoteName = z.string().check(
  z.regex(REMOTE_NAME_PATTERN, 'a remote name is lowercase letters, digits and dashes'),
  z.refine((name) => name !== 'shell', 'the shell is not a remote'),
);

/**
 * Where the shell loads a remote from: its `remoteEntry.js`, over http(s). The shell's
 * federation runtime is built without manifest (snapshot) support, which it would pay for
 * on every page, so an `mf-manifest.json` URL is refused with this message
 * (docs/decisions/014-performance.md).
 */
export const remoteEntryUrlSchema = z
  .url({ protocol: /^https?$/ })
  .check(z.regex(/^[^?#]*\.js(?:[?#]|$)/, 'a remote entry is the URL of its remoteEntry.js (manifests are not loaded)'));

/** A remote's claim on one screen: the shell activates the remote on these paths. */
export const routeClaimSchema = z.object({
  id: text,
  app: remoteName,
  paths: z.object({ 'en-CA': path, 'fr-CA': frenchPath }),
  title: localized,
  protected: z.boolean(),
  kind: z.enum(['page', 'landing']),
  /** What a visitor who joins there joins with (a landing page's campaign). */
  joinWith: z.optional(z.object({ source: z.optional(text), cause: z.optional(z.enum(CAUSE_IDS)) })),
});

/**
 * A widget a remote offers to the rest of the site as a single-spa parcel, exposed as
 * `./parcel/<name>`: another remote mounts it by name (`<RemoteParcel name>`), and the shell
 * mounts the site-wide ones on every page.
 */
export const parcelClaimSchema = z.object({
  name: z.string().check(z.regex(REMOTE_NAME_PATTERN, 'a parcel name is lowercase letters, digits and dashes')),
  /** True when the shell shows it on every page (the onboarding tracker); else only where a remote mounts it. */
  siteWide: z.boolean(),
  /**
   * True when a site-wide parcel is for signed-in members only: the shell neither loads nor
   * mounts it for a visitor, so it costs a visitor's pages nothing.
   */
  membersOnly: z.optional(z.boolean()),
});

/** A parcel claim as validated by {@link parcelClaimSchema}. */
export type ParcelClaim = z.infer<typeof parcelClaimSchema>;

const remoteClaimsObject = z.object({
  app: remoteName,
  /** The remote's Module Federation container name (`mfe_rewards`). */
  federationName: z.string().check(z.regex(/^[a-z_][a-z0-9_]*$/, 'a federation name is a JavaScript identifier in lowercase')),
  routes: z.array(routeClaimSchema),
  /** The parcels the remote offers (none when absent). */
  parcels: z.optional(z.array(parcelClaimSchema)),
});
const claimsOnlyItsOwnScreens = z.refine<{ app: string; routes: readonly { app: string }[] }>(
  (claims) => claims.routes.every((route) => route.app === claims.app),
  'a remote claims only screens it renders',
);

/** What a remote's build writes beside its `remoteEntry.js` (`route-claims.json`). */
export const remoteClaimsSchema = remoteClaimsObject.check(claimsOnlyItsOwnScreens);

/**
 * A remote's own settings in one environment (the coupons remote's partner pages): the compose
 * step writes them into the remote's composition entry, and the shell hands them to that
 * remote alone, as its `settings` mount prop, without reading them. The remote checks them
 * against its own schema (the coupons remote: {@link couponsSettingsSchema}).
 */
const remoteSettingsSchema = z.record(z.string(), z.unknown());

/** A remote's settings as its mount props carry them (none: an empty object). */
export type RemoteSettings = Readonly<Record<string, unknown>>;

/**
 * The third-party coupon pages of an environment (spec section 7), each in both languages,
 * https only, so a partner changing an address is a deployment change, not a build.
 */
const couponPagesSchema = z.record(z.enum(PARTNER_PAGES), z.object({ 'en-CA': httpsUrl, 'fr-CA': httpsUrl }));

/** The coupons remote's settings: without coupon pages it shows no partner links. */
export const couponsSettingsSchema = z.object({ couponPages: z.optional(couponPagesSchema) });

/**
 * A release's version: the name of its immutable folder (`.deploy/<app>/<version>/`), so
 * letters, digits, dots and dashes, starting with a letter or digit.
 */
export const releaseVersionSchema = z
  .string()
  .check(z.regex(/^[0-9A-Za-z][0-9A-Za-z.-]{0,63}$/, 'a release version is letters, digits, dots and dashes (at most 64)'));

/**
 * The canary of a remote: a second release, live beside the stable one, that a share of the
 * visitors get (each keeps theirs: docs/releases.md). It carries its own claims, so a canary
 * may add a screen that only its visitors see.
 */
export const canaryReleaseSchema = z.object({
  /** The percentage of visitors who get the canary (1 to 99). */
  share: z.int().check(z.minimum(1), z.maximum(99)),
  version: releaseVersionSchema,
  entry: remoteEntryUrlSchema,
  routes: z.array(routeClaimSchema),
  parcels: z.optional(z.array(parcelClaimSchema)),
  builtWith: builtWithSchema,
});
const canaryClaimsOnlyItsOwnScreens = z.refine<{ app: string; canary?: { routes: readonly { app: string }[] } | undefined }>(
  (entry) => (entry.canary?.routes ?? []).every((route) => route.app === entry.app),
  'a canary claims only screens of its remote',
);

/** One remote in the composition: where to load it from and which screens it owns. */
export const compositionRemoteSchema = z
  .extend(remoteClaimsObject, {
    /** URL of the remote's `remoteEntry.js` ({@link remoteEntryUrlSchema}). */
    entry: remoteEntryUrlSchema,
    /** The stable release's version; absent for a build that is not a versioned release (the workspace's). */
    version: z.optional(releaseVersionSchema),
    /** What the release was built against ({@link builtWithSchema}): the shell skips one it cannot run. */
    builtWith: builtWithSchema,
    /** A disabled remote is not loaded; its screens show the not-found page. */
    enabled: z.boolean(),
    /** The remote's own settings in this environment ({@link remoteSettingsSchema}); none when absent. */
    settings: z.optional(remoteSettingsSchema),
    /** A second release a share of the visitors get ({@link canaryReleaseSchema}); none when absent. */
    canary: z.optional(canaryReleaseSchema),
  })
  .check(claimsOnlyItsOwnScreens, canaryClaimsOnlyItsOwnScreens);

/** One remote entry of `composition.json`. */
export type CompositionRemote = z.infer<typeof compositionRemoteSchema>;

/** Which of an entry's releases a visitor runs: the stable one or its canary. */
export type ReleaseChannel = 'stable' | 'canary';

/**
 * A remote as the shell composes it for one visitor: the entry with the release chosen for
 * them (a canary's entry, version, claims and build record in place of the stable's).
 */
export type ComposedRemote = Omit<CompositionRemote, 'canary'> & {
  /** The release this visitor runs. */
  readonly channel: ReleaseChannel;
};

/**
 * `/composition.json`: the remotes the shell composes, served beside the shell and never
 * bundled. Only the envelope is checked here: each remote entry is checked on its own
 * ({@link readComposition}), so one bad entry cannot take the others down.
 */
export const compositionEnvelopeSchema = z.object({
  version: z.literal(1),
  generatedAt: z.string(),
  remotes: z.array(z.unknown()),
});

/** The composition manifest once every entry has been checked and its release chosen. */
export interface Composition {
  readonly version: 1;
  readonly generatedAt: string;
  readonly remotes: readonly ComposedRemote[];
}

/** `/config.json`: what differs between environments; one shell build runs in all of them. */
export const siteConfigSchema = z.object({
  environment: z.enum(['local', 'test', 'staging', 'production']),
  apiBaseUrl: z.url(),
  subscriptionKey: z.string(),
  identity: z.object({ issuer: z.url(), clientId: z.string(), audience: z.string() }),
  geoEndpoint: z.url(),
  corporateSite: localized,
  /** How long a remote may take to load before its slot shows the fallback. */
  remoteLoadTimeoutMs: z.int().check(z.positive()),
  /** How long a call to the consumer API may take before it is given up (15 s when absent). */
  apiTimeoutMs: z.optional(z.int().check(z.positive())),
  /** When true every route shows the maintenance page. */
  maintenance: z.boolean(),
});

/** The runtime configuration as validated by {@link siteConfigSchema}. */
export type SiteConfig = z.infer<typeof siteConfigSchema>;
