import type { StoreApi } from 'zustand/vanilla';
import type { Localized } from '../routes/route-definition';

/** Default charitable cause (spec section 3). */
export const DEFAULT_CAUSE_ID = '006WWF';
/** The login counter stops here (spec section 9). */
export const LOGIN_COUNT_CAP = 4;
/** Onboarding has three steps, one survey each. */
export const ONBOARDING_STEPS = [1, 2, 3] as const;

/** An onboarding step number. */
export type OnboardingStepNumber = (typeof ONBOARDING_STEPS)[number];

/** Progress of one onboarding step. */
export interface OnboardingStep {
  readonly rewardEarned: boolean;
  readonly completedSurveyCount: number;
}

/** An action whose progress is counted (spec section 3). */
export type ActionKind = 'survey' | 'scanReceipt' | 'signIn';

/** What the member has done so far, as the shell reads it from their history. */
export interface MemberProgress {
  readonly onboarding: Readonly<Record<OnboardingStepNumber, OnboardingStep>>;
  readonly actionCounters: Readonly<Record<ActionKind, number>>;
}

/** What the site knows of the signed-in member. */
export interface MemberSummary {
  readonly consumerId: string;
  readonly emailAddress: string;
  readonly firstName: string;
  readonly lastName: string;
  /** An opted-out member is signed in but inactive: only their profile can be read until they opt back in. */
  readonly optedOut: boolean;
}

/** A notice shown under the header until the visitor dismisses it, in both languages. */
export interface SiteAlert {
  /** Showing an alert with the id of one already shown replaces it. */
  readonly id: string;
  readonly tone: 'info' | 'success' | 'warning' | 'error';
  readonly message: Localized;
}

/**
 * Client state shared by every app (spec section 3, client state flags).
 *
 * `loggedIn` with no `profile` is a member recognised from their stored session on a page where
 * the shell reads no member data (a campaign landing, spec section 2): signed in, so the header
 * and the page's calls to action are a member's, but nothing of theirs is known, and member-only
 * queries wait until the shell has read the profile (on the next page, or `resumeSession`).
 */
export interface SiteState extends MemberProgress {
  readonly loggedIn: boolean;
  /**
   * True while the shell takes up a stored session as the page loads (the member's profile is
   * being read): whether a member is here is not known yet, so nobody is asked to sign in
   * meanwhile. False once they are shown signed in, or known to be a visitor. Use
   * {@link whenSessionSettled} to wait for it.
   */
  readonly sessionRestoring: boolean;
  readonly profile: MemberSummary | null;
  /** The cause a new member is enrolled with, then the member's own cause. */
  readonly charityId: string;
  /** The code of the sign-in being completed, until the session starts. */
  readonly authCode: string | null;
  /** The code the error modal shows; the first error wins until the modal is closed. */
  readonly errorModalCode: number | null;
  readonly alerts: readonly SiteAlert[];
  /** The visitor's cookie choice; `null` until they make one. */
  readonly cookiesAccepted: boolean | null;
  /** Sign-ins counted up to {@link LOGIN_COUNT_CAP} (the onboarding tracker reads it). */
  readonly loginCount: number;
  /** Pages seen in this visit (the onboarding tracker shows on visits 2, 4 and 6). */
  readonly pageVisits: number;
}

/** The member progress of someone who has done nothing yet. */
export function initialMemberProgress(): MemberProgress {
  const freshStep: OnboardingStep = { rewardEarned: false, completedSurveyCount: 0 };
  return {
    onboarding: { 1: freshStep, 2: freshStep, 3: freshStep },
    actionCounters: { survey: 0, scanReceipt: 0, signIn: 0 },
  };
}

/** The state of a visitor who has done nothing yet. */
export function initialSiteState(): SiteState {
  return {
    ...initialMemberProgress(),
    loggedIn: false,
    sessionRestoring: false,
    profile: null,
    charityId: DEFAULT_CAUSE_ID,
    authCode: null,
    errorModalCode: null,
    alerts: [],
    cookiesAccepted: null,
    loginCount: 0,
    pageVisits: 0,
  };
}

/** True when all three onboarding surveys are done (derived, never stored). */
export function selectAllOnboardingSurveysCompleted(state: MemberProgress): boolean {
  return ONBOARDING_STEPS.every((step) => state.onboarding[step].completedSurveyCount > 0);
}

/**
 * The site store as remotes see it: they read and subscribe (zustand's `useStore` works
 * with it) but cannot change it; changes go through {@link SiteCommands}.
 */
export type SiteStoreView = Pick<StoreApi<SiteState>, 'getState' | 'getInitialState' | 'subscribe'>;

/**
 * Resolves with the site state once no stored session is being taken up (at once when none
 * is): then `loggedIn` and `profile` say who is here. For what a person asks while the page
 * loads (a script opening a survey), so a member whose session is being restored is not
 * treated as a visitor.
 */
export function whenSessionSettled(store: SiteStoreView): Promise<SiteState> {
  return new Promise((resolve) => {
    if (!store.getState().sessionRestoring) {
      resolve(store.getState());
      return;
    }
    const stop = store.subscribe((state) => {
      if (state.sessionRestoring) return;
      stop();
      resolve(state);
    });
  });
}

/** Why a visitor is asked to sign in (spec section 6): the prompt says it in their language. */
export const LOGIN_PROMPT_REASONS = [
  'protectedPage',
  'birthdayReward',
  'survey',
  'quiz',
  'donation',
  'coupons',
  'samples',
  'giftCard',
  'sweepstakes',
  'digitalSubscription',
  'localExperience',
  'pledge',
  'dashboard',
] as const;

/** A reason of {@link LOGIN_PROMPT_REASONS}. */
export type LoginPromptReason = (typeof LOGIN_PROMPT_REASONS)[number];

/**
 * Why a remote ends the member's session: something it did has ended it at the API already
 * (deleting the account ends every session of the member).
 */
export const SESSION_END_REASONS = ['accountDeleted'] as const;

/** A reason of {@link SESSION_END_REASONS}. */
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** What remotes may ask of the shell; the shell decides how it is shown. */
export interface SiteCommands {
  /** Opens the error modal with a catalogue code; the first code wins until it is closed. */
  showError(code: number): void;
  /** Asks a visitor to sign in (or join) for `reason`, then brings them back to `returnTo` (a path of the site). */
  promptLogin(request: { readonly reason: LoginPromptReason; readonly returnTo: string }): void;
  /**
   * Sets the cause: a visitor's choice (a campaign's cause, or one they picked) is kept on the
   * device until they join, and sent with their enrolment; none means the default.
   */
  chooseCause(causeId: string | null): void;
  /**
   * A member recognised on a page that reads no member data (a campaign landing) asked for
   * something that needs it (ordering the page's sample): the shell reads their profile, as on
   * any other page. Nothing happens for a visitor or a member already read.
   */
  resumeSession(): void;
  /** Shows a notice under the header. */
  showAlert(alert: SiteAlert): void;
  /** Removes a notice. */
  dismissAlert(id: string): void;
  /**
   * The member's session ended at the API for `reason`: the shell takes them to the home page
   * of their language, signs them out as its own Log out does (every member datum forgotten,
   * then the identity provider's logout) and says why, there and on the page the provider's
   * logout brings them back to.
   */
  endSession(reason: SessionEndReason): void;
  /**
   * The visitor accepts all cookies from a remote's page: the shell records the choice as its
   * consent banner does (in the store and on the device), so the page re-renders with it.
   */
  acceptAllCookies(): void;
  /**
   * Something a remote did changed the member (opting out, opting back in): the shell reads
   * their profile afresh, shows them as they are now, and refetches their other data.
   */
  refreshMember(): void;
}
