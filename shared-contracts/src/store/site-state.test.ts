import { createStore } from 'zustand/vanilla';
import { initialMemberProgress, initialSiteState, selectAllOnboardingSurveysCompleted, type SiteState, whenSessionSettled } from './site-state';

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

  it('answers at once who is here when no stored session is being taken up', async () => {
    const store = createStore<SiteState>()(() => ({ ...initialSiteState(), loggedIn: true }));

    await expect(whenSessionSettled(store)).resolves.toMatchObject({ loggedIn: true });
  });

  it('waits for a stored session being taken up, then answers with the member it found', async () => {
    const store = createStore<SiteState>()(() => ({ ...initialSiteState(), sessionRestoring: true }));
    let settled: SiteState | null = null;
    void whenSessionSettled(store).then((state) => (settled = state));

    store.setState({ charityId: '003EPP' });
    await Promise.resolve();
    expect(settled).toBeNull();

    store.setState({ sessionRestoring: false, loggedIn: true });
    await Promise.resolve();
    expect(settled).toMatchObject({ loggedIn: true, sessionRestoring: false });
  });
});
