import type { RewardType } from '../api/reward-types';
import type { ReleaseChannel } from '../composition/composition-schema';
import type { SessionEndReason } from '../store/site-state';

/** Why a remote could not be shown: a bad composition entry, loading it, or mounting or rendering it. */
export type RemoteFailurePhase = 'config' | 'load' | 'timeout' | 'mount' | 'render';

/**
 * Every event and command on the site bus, by `domain:event` name, with its payload.
 * Server data never travels on the bus (it lives in the query cache); client state lives
 * in the site store.
 */
export interface SiteEvents {
  /** A member signed in; `newMember` is true on the sign-in that created the account. */
  'session:signed-in': { consumerId: string; newMember: boolean };
  /** The member signed out: by choice, because the session expired, in another tab, or because a remote's action ended it. */
  'session:signed-out': { reason: 'member' | 'expired' | 'other-tab' | SessionEndReason };
  /** A member redeemed points for a reward (analytics reports it). */
  'reward:redeemed': { rewardTypeExternalReference: string; rewardType: RewardType; pointsRedeemed: number };
  /**
   * `?printCoupons` was on the URL: the coupons remote opens its print screen. `signedIn` is
   * what the shell found when it decided (the stored session), so a member whose session is
   * still being restored is not asked to sign in.
   */
  'trigger:print-coupons': { signedIn: boolean };
  /** `?pledge` was on the URL: the charity pledge starts. */
  'trigger:pledge': Record<string, never>;
  /**
   * A remote failed: reported with its name (or its place in composition.json) and the phase,
   * and which release of it failed once one was chosen (`releaseLabel`: `1.1.0 (canary)`).
   */
  'mfe:failed': { app: string; phase: RemoteFailurePhase; message: string; release?: string };
  /** A remote mounted: which release ran, its version (null for an unversioned build) and its channel. */
  'mfe:mounted': { app: string; version: string | null; channel: ReleaseChannel };
}

/** A name of the site bus. */
export type SiteEventName = keyof SiteEvents;

/**
 * Commands announced before their handler exists (the shell reads `?printCoupons` before
 * the coupons remote has loaded): the bus holds the last one until a first subscriber takes it.
 */
export const HELD_EVENTS: readonly SiteEventName[] = ['trigger:print-coupons', 'trigger:pledge'];
