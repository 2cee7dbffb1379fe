import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  DEFAULT_CAUSE_ID,
  LOGIN_COUNT_CAP,
  type OnboardingStep,
  type OnboardingStepNumber,
  type SiteState,
  type SiteStoreValue,
} from './site-state';

/** The site store handed to every remote in its mount props. */
export type SiteStore = StoreApi<SiteStoreValue>;

const freshStep: OnboardingStep = { rewardEarned: false, completedSurveyCount: 0 };

/** The state of a visitor who has done nothing yet. */
export function initialSiteState(): SiteState {
  return {
    loggedIn: false,
    profile: null,
    charityId: DEFAULT_CAUSE_ID,
    onboarding: { 1: freshStep, 2: freshStep, 3: freshStep },
    actionCounters: { survey: 0, scanReceipt: 0, signIn: 0 },
    authCode: null,
    errorModalCode: null,
    couponName: null,
    alerts: [],
    cookiesAccepted: null,
    allTasksCompleted: false,
    loginCount: 0,
    pageVisits: 0,
  };
}

/** Creates the one site store; the shell owns it and passes it to remotes. */
export function createSiteStore(initial: Partial<SiteState> = {}): SiteStore {
  return createStore<SiteStoreValue>()((set) => ({
    ...initialSiteState(),
    ...initial,
    signIn: (profile) => set({ loggedIn: true, profile }),
    signOut: () =>
      set((state) => ({
        ...initialSiteState(),
        // The consent choice belongs to the browser, not to the member.
        cookiesAccepted: state.cookiesAccepted,
      })),
    setCharityId: (charityId) => set({ charityId: charityId || DEFAULT_CAUSE_ID }),
    completeOnboardingStep: (step: OnboardingStepNumber, rewardEarned) =>
      set((state) => ({
        onboarding: {
          ...state.onboarding,
          [step]: {
            rewardEarned: state.onboarding[step].rewardEarned || rewardEarned,
            completedSurveyCount: state.onboarding[step].completedSurveyCount + 1,
          },
        },
      })),
    recordAction: (kind) => set((state) => ({ actionCounters: { ...state.actionCounters, [kind]: state.actionCounters[kind] + 1 } })),
    setAuthCode: (authCode) => set({ authCode }),
    setErrorModal: (code) => set((state) => (state.errorModalCode === null ? { errorModalCode: code } : state)),
    closeErrorModal: () => set({ errorModalCode: null }),
    setCouponName: (couponName) => set({ couponName }),
    addAlert: (alert) => set((state) => ({ alerts: [...state.alerts.filter((existing) => existing.id !== alert.id), alert] })),
    dismissAlert: (id) => set((state) => ({ alerts: state.alerts.filter((alert) => alert.id !== id) })),
    setCookiesAccepted: (cookiesAccepted) => set({ cookiesAccepted }),
    setAllTasksCompleted: (allTasksCompleted) => set({ allTasksCompleted }),
    countLogin: () => set((state) => ({ loginCount: Math.min(state.loginCount + 1, LOGIN_COUNT_CAP) })),
    recordPageVisit: () => set((state) => ({ pageVisits: state.pageVisits + 1 })),
  }));
}
