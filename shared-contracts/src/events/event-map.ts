import type { HistoryResponse } from '../api/activity-schemas';
import type { Locale } from '../i18n/locale';
import type { RemoteName } from '../routes/route-definition';

/** Why a remote could not be shown. */
export type RemoteFailurePhase = 'load' | 'timeout' | 'mount';

/**
 * Every event and command on the site bus, by `domain:event` name, with its payload.
 * Remotes publish and subscribe only through these names.
 */
export interface SiteEvents {
  /** A screen is shown: the shell sets the document title and language from it. */
  'page:shown': { routeId: string; title: string; locale: Locale };
  /** The site language changed (replayed to late subscribers). */
  'locale:changed': { locale: Locale };
  /** A member signed in; `newMember` is true on the sign-in that created the account. */
  'session:signed-in': { consumerId: string; newMember: boolean };
  /** The member signed out (by choice or expiry). */
  'session:signed-out': { reason: 'member' | 'expired' | 'other-tab' };
  /** The session token ran out. */
  'session:expired': { consumerId: string | null };
  /** Ask the shell to open the error modal with a catalogue code. */
  'modal:error': { code: number };
  /** Ask the shell to open the sign-in prompt, then come back to `returnTo`. */
  'modal:login-prompt': { reason: string; returnTo: string };
  /** The member's history as loaded at sign-in (replayed to late subscribers). */
  'member:history': HistoryResponse;
  /** A member redeemed points for a reward. */
  'reward:redeemed': { rewardTypeExternalReference: string; rewardType: string; pointsRedeemed: number };
  /** The member's points balance changed (replayed to late subscribers). */
  'points:changed': { balance: number };
  /** `?printCoupons` was on the URL: the coupons remote opens its print screen. */
  'trigger:print-coupons': Record<string, never>;
  /** `?pledge` was on the URL: the charity pledge starts. */
  'trigger:pledge': Record<string, never>;
  /** A remote failed to load or mount; reported with its name. */
  'mfe:failed': { app: RemoteName; phase: RemoteFailurePhase; message: string };
}

/** A name of the site bus. */
export type SiteEventName = keyof SiteEvents;

/** State-like events: a late subscriber (a remote mounted later) gets the last value at once. */
export const REPLAYED_EVENTS: readonly SiteEventName[] = ['locale:changed', 'points:changed', 'member:history'];
