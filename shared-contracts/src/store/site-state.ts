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

/** The actions whose progress is counted (spec section 3). */
export const ACTION_KINDS = ['survey', 'scanReceipt', 'signIn'] as const;

/** An action whose progress is counted. */
export type ActionKind = (typeof ACTION_KINDS)[number];

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

/** Client state shared by every app (spec section 3, client state flags). */
export interface SiteState extends MemberProgress {
  readonly loggedIn: boolean;
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

/** What remotes may ask of the shell; the shell decides how it is shown. */
export interface SiteCommands {
  /** Opens the error modal with a catalogue code; the first code wins until it is closed. */
  showError(code: number): void;
  /** Asks a visitor to sign in (or join) for `reason`, then brings them back to `returnTo` (a path of the site). */
  promptLogin(request: { readonly reason: LoginPromptReason; readonly returnTo: string }): void;
  /** Sets the cause a new member is enrolled with (a campaign's cause, or the visitor's choice); none means the default. */
  chooseCause(causeId: string | null): void;
  /** Shows a notice under the header. */
  showAlert(alert: SiteAlert): void;
  /** Removes a notice. */
  dismissAlert(id: string): void;
}
