import { initialMemberProgress, initialSiteState, selectAllOnboardingSurveysCompleted } from './site-state';

describe('the site state', () => {
  it('starts with no onboarding survey done and every action counter at zero', () => {
    expect(initialSiteState()).toMatchObject({
      loggedIn: false,
      onboarding: { 1: { completedSurveyCount: 0 }, 2: { completedSurveyCount: 0 }, 3: { completedSurveyCount: 0 } },
      actionCounters: { survey: 0, scanReceipt: 0, signIn: 0 },
    });
  });

  it('says all onboarding surveys are completed only when each of the three is', () => {
    const progress = initialMemberProgress();
    const done = { rewardEarned: true, completedSurveyCount: 1 };
    expect(selectAllOnboardingSurveysCompleted(progress)).toBe(false);
    expect(selectAllOnboardingSurveysCompleted({ ...progress, onboarding: { 1: done, 2: done, 3: progress.onboarding[3] } })).toBe(false);
    expect(selectAllOnboardingSurveysCompleted({ ...progress, onboarding: { 1: done, 2: done, 3: done } })).toBe(true);
  });
});
