import { DEFAULT_CAUSE_ID, LOGIN_COUNT_CAP, selectAllOnboardingSurveysCompleted } from './site-state';
import { createSiteStore, initialSiteState } from './site-store';

const member = { consumerId: 'c-1', emailAddress: 'ada@example.ca', firstName: 'Ada', lastName: 'Lovelace' };

describe('the site store', () => {
  it('starts as an anonymous visitor with the default cause', () => {
    const state = createSiteStore().getState();
    expect(state.loggedIn).toBe(false);
    expect(state.profile).toBeNull();
    expect(state.charityId).toBe(DEFAULT_CAUSE_ID);
    expect(state.errorModalCode).toBeNull();
  });

  it('signs a member in and out, forgetting everything but the cookie choice', () => {
    const store = createSiteStore();
    store.getState().setCookiesAccepted(true);
    store.getState().signIn(member);
    store.getState().recordAction('survey');
    expect(store.getState()).toMatchObject({ loggedIn: true, profile: member });

    store.getState().signOut();
    expect(store.getState()).toMatchObject({ ...initialSiteState(), cookiesAccepted: true });
  });

  it('keeps the first error code until the modal is closed', () => {
    const store = createSiteStore();
    store.getState().setErrorModal(1275);
    store.getState().setErrorModal(1276);
    expect(store.getState().errorModalCode).toBe(1275);
    store.getState().closeErrorModal();
    store.getState().setErrorModal(1276);
    expect(store.getState().errorModalCode).toBe(1276);
  });

  it('falls back to the default cause when none is given', () => {
    const store = createSiteStore();
    store.getState().setCharityId('001CSDW');
    expect(store.getState().charityId).toBe('001CSDW');
    store.getState().setCharityId(null);
    expect(store.getState().charityId).toBe(DEFAULT_CAUSE_ID);
    store.getState().setCharityId('');
    expect(store.getState().charityId).toBe(DEFAULT_CAUSE_ID);
  });

  it('counts onboarding steps and knows when all three surveys are done', () => {
    const store = createSiteStore();
    store.getState().completeOnboardingStep(1, true);
    store.getState().completeOnboardingStep(2, false);
    expect(store.getState().onboarding[1]).toEqual({ rewardEarned: true, completedSurveyCount: 1 });
    expect(selectAllOnboardingSurveysCompleted(store.getState())).toBe(false);
    store.getState().completeOnboardingStep(3, false);
    expect(selectAllOnboardingSurveysCompleted(store.getState())).toBe(true);
  });

  it('never forgets an earned onboarding reward', () => {
    const store = createSiteStore();
    store.getState().completeOnboardingStep(2, true);
    store.getState().completeOnboardingStep(2, false);
    expect(store.getState().onboarding[2]).toEqual({ rewardEarned: true, completedSurveyCount: 2 });
  });

  it('counts each kind of action apart', () => {
    const store = createSiteStore();
    store.getState().recordAction('survey');
    store.getState().recordAction('survey');
    store.getState().recordAction('signIn');
    expect(store.getState().actionCounters).toEqual({ survey: 2, scanReceipt: 0, signIn: 1 });
  });

  it('caps the login count at four', () => {
    const store = createSiteStore();
    for (let i = 0; i < 6; i += 1) store.getState().countLogin();
    expect(store.getState().loginCount).toBe(LOGIN_COUNT_CAP);
  });

  it('keeps one alert per id and dismisses it', () => {
    const store = createSiteStore();
    store.getState().addAlert({ id: 'a', message: 'first' });
    store.getState().addAlert({ id: 'a', message: 'second' });
    expect(store.getState().alerts).toEqual([{ id: 'a', message: 'second' }]);
    store.getState().dismissAlert('a');
    expect(store.getState().alerts).toEqual([]);
  });

  it('records the auth code, coupon name, page visits and task completion', () => {
    const store = createSiteStore();
    store.getState().setAuthCode('code-1');
    store.getState().setCouponName('dish-tablets');
    store.getState().recordPageVisit();
    store.getState().recordPageVisit();
    store.getState().setAllTasksCompleted(true);
    expect(store.getState()).toMatchObject({ authCode: 'code-1', couponName: 'dish-tablets', pageVisits: 2, allTasksCompleted: true });
  });
});
