import type { CompositionRemote } from '@maple/contracts';

/**
 * The parcels the shell mounts on every page: the site-wide ones of the enabled remotes, the
 * members-only ones while a member is signed in (a visitor's pages load nothing for them).
 */
export function siteWideParcelNames(remotes: readonly CompositionRemote[], signedIn: boolean): string[] {
  return remotes
    .filter((remote) => remote.enabled)
    .flatMap((remote) => remote.parcels ?? [])
    .filter((parcel) => parcel.siteWide && (signedIn || !parcel.membersOnly))
    .map((parcel) => parcel.name);
}
