import * as z from 'zod/mini';
import { REMOTE_NAME_PATTERN } from '../routes/route-definition';
import { releaseVersionSchema } from './composition-schema';

/**
 * The releases of one remote in one environment: what the compose step points its
 * composition entry at. `npm run deploy`, `promote` and `rollback` change it (docs/releases.md).
 */
export const remoteReleasesSchema = z.object({
  /** The version every visitor outside the canary runs; absent: the build the environment had before any release (locally, the workspace's). */
  stable: z.optional(releaseVersionSchema),
  /** A release a share (1 to 99 %) of the visitors run beside the stable one. */
  canary: z.optional(z.object({ version: releaseVersionSchema, share: z.int().check(z.minimum(1), z.maximum(99)) })),
  /** The stable versions before this one, oldest first: a rollback goes back to the last. */
  previous: z.array(releaseVersionSchema),
});

/** One remote's releases, as validated by {@link remoteReleasesSchema}. */
export type RemoteReleases = z.infer<typeof remoteReleasesSchema>;

/** `releases.json` beside an environment's composition: each remote's releases, by remote name. */
export const releaseChannelsSchema = z.record(
  z.string().check(z.regex(REMOTE_NAME_PATTERN, 'a remote name is lowercase letters, digits and dashes')),
  remoteReleasesSchema,
);

/** Every remote's releases in one environment, as validated by {@link releaseChannelsSchema}. */
export type ReleaseChannels = z.infer<typeof releaseChannelsSchema>;
