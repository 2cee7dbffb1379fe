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

/** The actions whose progress is counted. */
export type ActionKind = 'survey' | 'scanReceipt' | 'signIn';

/** What the site knows of the signed-in member. */
export interface MemberSummary {
  readonly consumerId: string;
  readonly emailAddress: string;
  readonly firstName: string;
  readonly lastName: string;
}

/** A notice shown to the visitor until dismissed. */
export interface SiteAlert {
  readonly id: string;
  readonly message: string;
}

/** Client state shared by every app (spec section 3, client state flags). */
export interface SiteState {
  readonly loggedIn: boolean;
  readonly profile: MemberSummary | null;
  readonly charityId: string;
  readonly onboarding: Readonly<Record<OnboardingStepNumber, OnboardingStep>>;
  readonly actionCounters: Readonly<Record<ActionKind, number>>;
  readonly authCode: string | null;
  /** The code the error modal shows; the first error wins until the modal is closed. */
  readonly errorModalCode: number | null;
  readonly couponName: string | null;
  readonly alerts: readonly SiteAlert[];
  /** The visitor's cookie choice; `null` until they make one. */
  readonly cookiesAccepted: boolean | null;
  readonly allTasksCompleted: boolean;
  readonly loginCount: number;
  readonly pageVisits: number;
}

/** The changes apps may make to the site state. */
export interface SiteActions {
  signIn(profile: MemberSummary): void;
  signOut(): void;
  /** Sets the member's cause; no id means the default cause. */
  setCharityId(charityId?: string | null): void;
  completeOnboardingStep(step: OnboardingStepNumber, rewardEarned: boolean): void;
  recordAction(kind: ActionKind): void;
  setAuthCode(code: string | null): void;
  /** Keeps the first code until {@link SiteActions.closeErrorModal}. */
  setErrorModal(code: number): void;
  closeErrorModal(): void;
  setCouponName(name: string | null): void;
  addAlert(alert: SiteAlert): void;
  dismissAlert(id: string): void;
  setCookiesAccepted(accepted: boolean): void;
  setAllTasksCompleted(done: boolean): void;
  /** Counts a sign-in, up to {@link LOGIN_COUNT_CAP}. */
  countLogin(): void;
  recordPageVisit(): void;
}

/** The whole store value: state and actions. */
export type SiteStoreValue = SiteState & SiteActions;

/** True when all three onboarding surveys are done (derived, never stored). */
export function selectAllOnboardingSurveysCompleted(state: SiteState): boolean {
  return ONBOARDING_STEPS.every((step) => state.onboarding[step].completedSurveyCount > 0);
}
