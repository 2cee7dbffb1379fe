import {
  DEFAULT_CAUSE_ID,
  initialSiteState,
  LOGIN_COUNT_CAP,
  type MemberProgress,
  type MemberSummary,
  type SiteAlert,
  type SiteState,
  type SiteStoreView,
} from '@maple/contracts';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** The changes the shell makes to the site state; remotes ask through commands instead. */
export interface SiteActions {
  signIn(profile: MemberSummary): void;
  /** Signs in the member of a stored session without their profile (a campaign landing reads none); a member already shown stays. */
  recogniseMember(): void;
  /** Says whether a stored session is being taken up (who is here is not known meanwhile). */
  setSessionRestoring(restoring: boolean): void;
  /** Forgets everything about the member; the cookie choice stays (it belongs to the browser). */
  signOut(): void;
  /** Sets the cause; no id means the default cause. */
  setCharityId(charityId?: string | null): void;
  /** Sets onboarding steps and action counters, as read from the member's history. */
  setMemberProgress(progress: MemberProgress): void;
  setAuthCode(code: string | null): void;
  /** Keeps the first code until {@link SiteActions.closeErrorModal}. */
  setErrorModal(code: number): void;
  closeErrorModal(): void;
  showAlert(alert: SiteAlert): void;
  dismissAlert(id: string): void;
  setCookiesAccepted(accepted: boolean): void;
  /** Counts a sign-in, up to {@link LOGIN_COUNT_CAP}. */
  countLogin(): void;
  recordPageVisit(): void;
}

/** The site store: its state, the shell's actions, and the read-only view remotes get. */
export type SiteStore = StoreApi<SiteState> & { readonly actions: SiteActions; readonly view: SiteStoreView };

/** Creates the one site store; the shell owns it. */
export function createSiteStore(initial: Partial<SiteState> = {}): SiteStore {
  const api = createStore<SiteState>()(() => ({ ...initialSiteState(), ...initial }));
  const { setState: set } = api;
  const actions: SiteActions = {
    signIn: (profile) => set({ loggedIn: true, profile }),
    recogniseMember: () => set((state) => (state.loggedIn ? state : { loggedIn: true, profile: null })),
    setSessionRestoring: (sessionRestoring) => set({ sessionRestoring }),
    signOut: () => set((state) => ({ ...initialSiteState(), cookiesAccepted: state.cookiesAccepted }), true),
    setCharityId: (charityId) => set({ charityId: charityId || DEFAULT_CAUSE_ID }),
    setMemberProgress: ({ onboarding, actionCounters }) => set({ onboarding, actionCounters }),
    setAuthCode: (authCode) => set({ authCode }),
    setErrorModal: (code) => set((state) => (state.errorModalCode === null ? { errorModalCode: code } : state)),
    closeErrorModal: () => set({ errorModalCode: null }),
    showAlert: (alert) => set((state) => ({ alerts: [...state.alerts.filter((existing) => existing.id !== alert.id), alert] })),
    dismissAlert: (id) => set((state) => ({ alerts: state.alerts.filter((alert) => alert.id !== id) })),
    setCookiesAccepted: (cookiesAccepted) => set({ cookiesAccepted }),
    countLogin: () => set((state) => ({ loginCount: Math.min(state.loginCount + 1, LOGIN_COUNT_CAP) })),
    recordPageVisit: () => set((state) => ({ pageVisits: state.pageVisits + 1 })),
  };
  const view: SiteStoreView = { getState: api.getState, getInitialState: api.getInitialState, subscribe: api.subscribe };
  return Object.assign(api, { actions, view });
}
