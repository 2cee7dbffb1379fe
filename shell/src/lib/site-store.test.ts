import { DEFAULT_CAUSE_ID, initialSiteState, LOGIN_COUNT_CAP } from '@maple/contracts';
import { aMemberSummary } from '@maple/testing';
import { createSiteStore } from './site-store';

const member = aMemberSummary();
const alert = (message: string) => ({ id: 'a', tone: 'info' as const, message: { 'en-CA': message, 'fr-CA': message } });

describe('the site store', () => {
  it('starts as an anonymous visitor with the default cause', () => {
    expect(createSiteStore().getState()).toEqual(initialSiteState());
    expect(createSiteStore().getState().charityId).toBe(DEFAULT_CAUSE_ID);
  });

  it('signs a member in and out, forgetting everything but the cookie choice', () => {
    const store = createSiteStore();
    store.actions.setCookiesAccepted(true);
    store.actions.signIn(member);
    store.actions.setMemberProgress({
      onboarding: { ...initialSiteState().onboarding, 1: { rewardEarned: true, completedSurveyCount: 1 } },
      actionCounters: { survey: 2, scanReceipt: 0, signIn: 1 },
    });
    expect(store.getState()).toMatchObject({ loggedIn: true, profile: member, actionCounters: { survey: 2 } });

    store.actions.signOut();
    expect(store.getState()).toEqual({ ...initialSiteState(), cookiesAccepted: true });
  });

  it('recognises a stored session’s member without a profile, and never forgets a member already shown', () => {
    const store = createSiteStore();
    store.actions.recogniseMember();
    expect(store.getState()).toMatchObject({ loggedIn: true, profile: null });

    store.actions.signIn(member);
    store.actions.recogniseMember();
    expect(store.getState()).toMatchObject({ loggedIn: true, profile: member });
  });

  it('keeps the first error code until the modal is closed', () => {
    const store = createSiteStore();
    store.actions.setErrorModal(1275);
    store.actions.setErrorModal(1276);
    expect(store.getState().errorModalCode).toBe(1275);
    store.actions.closeErrorModal();
    store.actions.setErrorModal(1276);
    expect(store.getState().errorModalCode).toBe(1276);
  });

  it('falls back to the default cause when none is given', () => {
    const store = createSiteStore();
    store.actions.setCharityId('001CSDW');
    expect(store.getState().charityId).toBe('001CSDW');
    store.actions.setCharityId(null);
    expect(store.getState().charityId).toBe(DEFAULT_CAUSE_ID);
    store.actions.setCharityId('');
    expect(store.getState().charityId).toBe(DEFAULT_CAUSE_ID);
  });

  it('caps the login count at four and counts page visits', () => {
    const store = createSiteStore();
    for (let i = 0; i < 6; i += 1) store.actions.countLogin();
    store.actions.recordPageVisit();
    store.actions.recordPageVisit();
    expect(store.getState()).toMatchObject({ loginCount: LOGIN_COUNT_CAP, pageVisits: 2 });
  });

  it('keeps one alert per id and dismisses it', () => {
    const store = createSiteStore();
    store.actions.showAlert(alert('first'));
    store.actions.showAlert(alert('second'));
    expect(store.getState().alerts).toEqual([alert('second')]);
    store.actions.dismissAlert('a');
    expect(store.getState().alerts).toEqual([]);
  });

  it('hands remotes a view that reads and subscribes but has no way to change the state', () => {
    const store = createSiteStore();
    const seen: boolean[] = [];
    const stop = store.view.subscribe((state) => seen.push(state.loggedIn));
    store.actions.signIn(member);
    stop();
    expect(seen).toEqual([true]);
    expect(store.view.getState().profile).toEqual(member);
    expect(Object.keys(store.view).sort()).toEqual(['getInitialState', 'getState', 'subscribe']);
    expect(Object.values(store.view.getState()).some((value) => typeof value === 'function')).toBe(false);
  });
});
