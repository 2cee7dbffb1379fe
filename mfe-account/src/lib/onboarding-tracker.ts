import {
  type HistoryResponse,
  LOGIN_COUNT_CAP,
  type MemberProgress,
  ONBOARDING_SURVEY_IDS,
  onboardingStateOf,
  type Profile,
} from '@maple/contracts';

/** Loyalty-programme members who enrolled after this date see the tracker (spec section 4). */
const ONBOARDING_TRACKER_CUTOFF_DATE = '1947-01-01';

/** The page visits on which the tracker shows itself (spec sections 4 and 9). */
const ONBOARDING_TRACKER_PAGE_VISITS: readonly number[] = [2, 4, 6];

/** The campaign that shows the tracker on rewards pages (spec section 4). */
const COMPLETE_ONBOARDING_CAMPAIGN = 'completeOnboarding';

/**
 * The survey a member answers when joining: the first onboarding survey. The spec names a
 * "signup survey" without its id; here it is onboarding step 1.
 */
export const SIGNUP_SURVEY_ID = ONBOARDING_SURVEY_IDS[1];

/** Whether onboarding is done: 'completed' or 'incomplete' (spec section 4). */
type OnboardingTrackerStatus = 'completed' | 'incomplete';

/**
 * Who sees the tracker (spec section 4): loyalty-programme members who enrolled after the
 * cutoff date, or who have no completed survey other than the signup survey.
 */
export function seesOnboardingTracker(
  loyaltyProgramUser: Profile['traits']['loyaltyProgramUser'],
  transactions: HistoryResponse['MemberTransactions'],
): boolean {
  if (!loyaltyProgramUser?.value) return false;
  const enrolled = Date.parse(loyaltyProgramUser.collectedDate);
  const enrolledAfterCutoff = Number.isFinite(enrolled) && enrolled > Date.parse(ONBOARDING_TRACKER_CUTOFF_DATE);
  const onlySignupSurvey = transactions
    .filter((entry) => entry.typeCode === 'SURVEY_COMPLETED')
    .every((entry) => entry.reference === SIGNUP_SURVEY_ID);
  return enrolledAfterCutoff || onlySignupSurvey;
}

/**
 * 'completed' when all three onboarding surveys are done and the profile has a gender and a
 * birthday; otherwise 'incomplete' (spec section 4).
 */
export function onboardingTrackerStatus(
  progress: Pick<MemberProgress, 'onboarding'>,
  traits: Pick<Profile['traits'], 'gender' | 'birthDate'>,
): OnboardingTrackerStatus {
  return onboardingStateOf(progress).allCompleted && Boolean(traits.gender) && Boolean(traits.birthDate) ? 'completed' : 'incomplete';
}

/** Why the tracker shows itself on this page, or null when it stays out of the way. */
type TrackerOccasion = 'pageVisit' | 'campaign' | null;

/**
 * When the tracker shows itself (spec section 4): on rewards pages of the `completeOnboarding`
 * campaign; otherwise on the 2nd, 4th and 6th page of a visit, while the member's sign-ins
 * counted on this device are below the cap of 4 (after that it only shows for the campaign).
 */
export function onboardingTrackerOccasion({
  pageVisits,
  loginCount,
  onRewardsPage,
  campaign,
}: {
  pageVisits: number;
  loginCount: number;
  onRewardsPage: boolean;
  campaign: string | null;
}): TrackerOccasion {
  if (onRewardsPage && campaign === COMPLETE_ONBOARDING_CAMPAIGN) return 'campaign';
  if (loginCount >= LOGIN_COUNT_CAP) return null;
  return ONBOARDING_TRACKER_PAGE_VISITS.includes(pageVisits) ? 'pageVisit' : null;
}
