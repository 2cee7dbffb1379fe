import { initialMemberProgress } from '@maple/contracts';
import { aTransaction } from '@maple/testing';
import { onboardingTrackerOccasion, onboardingTrackerStatus, seesOnboardingTracker, SIGNUP_SURVEY_ID } from './onboarding-tracker';

const survey = (reference: string) => aTransaction({ typeCode: 'SURVEY_COMPLETED', reference, points: 50 });

describe('who sees the onboarding tracker', () => {
  const loyal = (collectedDate: string) => ({ value: true, collectedDate });

  it('is the signup survey of step 1', () => {
    expect(SIGNUP_SURVEY_ID).toBe('1275');
  });

  it('shows to loyalty-programme members who enrolled after 1947-01-01, whatever they did', () => {
    expect(seesOnboardingTracker(loyal('2026-11-01T10:00:00Z'), [survey('1275'), survey('1282')])).toBe(true);
  });

  it('shows to loyalty-programme members enrolled earlier only while their only survey is the signup survey', () => {
    expect(seesOnboardingTracker(loyal('1946-12-31'), [])).toBe(true);
    expect(seesOnboardingTracker(loyal('1946-12-31'), [survey('1275')])).toBe(true);
    expect(seesOnboardingTracker(loyal('1946-12-31'), [survey('1275'), survey('1276')])).toBe(false);
    expect(seesOnboardingTracker(loyal('1947-01-01'), [survey('1281')])).toBe(false);
  });

  it('treats an unreadable enrolment date like an early one', () => {
    expect(seesOnboardingTracker(loyal('not a date'), [survey('1281')])).toBe(false);
    expect(seesOnboardingTracker(loyal('not a date'), [])).toBe(true);
  });

  it('never shows to a member outside the loyalty programme', () => {
    expect(seesOnboardingTracker(null, [])).toBe(false);
    expect(seesOnboardingTracker({ value: false, collectedDate: '2026-01-01' }, [])).toBe(false);
  });
});

describe('the tracker’s status', () => {
  const allDone = {
    onboarding: {
      1: { completedSurveyCount: 1, rewardEarned: true },
      2: { completedSurveyCount: 1, rewardEarned: true },
      3: { completedSurveyCount: 1, rewardEarned: false },
    },
  };

  it('is completed with the three surveys, a gender and a birthday', () => {
    expect(onboardingTrackerStatus(allDone, { gender: 'R', birthDate: '1990-07-04' })).toBe('completed');
  });

  it('is incomplete without a gender, a birthday, or any one survey', () => {
    expect(onboardingTrackerStatus(allDone, { gender: null, birthDate: '1990-07-04' })).toBe('incomplete');
    expect(onboardingTrackerStatus(allDone, { gender: 'F', birthDate: null })).toBe('incomplete');
    expect(
      onboardingTrackerStatus(
        { onboarding: { ...allDone.onboarding, 2: { completedSurveyCount: 0, rewardEarned: false } } },
        { gender: 'F', birthDate: '1990-07-04' },
      ),
    ).toBe('incomplete');
    expect(onboardingTrackerStatus(initialMemberProgress(), { gender: 'F', birthDate: '1990-07-04' })).toBe('incomplete');
  });
});

describe('when the tracker shows itself', () => {
  const on = (pageVisits: number, changes: Partial<Parameters<typeof onboardingTrackerOccasion>[0]> = {}) =>
    onboardingTrackerOccasion({ pageVisits, loginCount: 1, onRewardsPage: false, campaign: null, ...changes });

  it('shows on the 2nd, 4th and 6th page of a visit only', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((visit) => on(visit))).toEqual([
      null,
      'pageVisit',
      null,
      'pageVisit',
      null,
      'pageVisit',
      null,
      null,
    ]);
  });

  it('stops showing on page visits once 4 sign-ins are counted', () => {
    expect(on(2, { loginCount: 3 })).toBe('pageVisit');
    expect(on(2, { loginCount: 4 })).toBeNull();
  });

  it('shows on rewards pages for the completeOnboarding campaign, on any visit', () => {
    expect(on(1, { onRewardsPage: true, campaign: 'completeOnboarding' })).toBe('campaign');
    expect(on(3, { onRewardsPage: true, campaign: 'completeOnboarding', loginCount: 4 })).toBe('campaign');
    expect(on(1, { onRewardsPage: false, campaign: 'completeOnboarding' })).toBeNull();
    expect(on(1, { onRewardsPage: true, campaign: 'other' })).toBeNull();
  });
});
