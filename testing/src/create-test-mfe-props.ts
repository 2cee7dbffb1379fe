import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'zustand/vanilla';
import {
  type ApiCallOptions,
  type ApiEndpointId,
  type ApiResult,
  createEventBus,
  initialSiteState,
  type MemberSummary,
  type MfeProps,
  type ParcelHost,
  type SiteApi,
  type SiteCommands,
  type SiteQueryClient,
  siteRoutes,
  type SiteState,
} from '@maple/contracts';
import { aMemberSummary } from './member-factories';

/** One recorded call of a fake site API. */
export interface RecordedCall {
  readonly id: ApiEndpointId;
  readonly input: unknown;
  readonly options?: ApiCallOptions;
}

/** An answer of a fake site API: a result, or a function of the call's input (answers that depend on it, or arrive later). */
export type FakeAnswer = ApiResult<unknown> | ((input: unknown) => ApiResult<unknown> | Promise<ApiResult<unknown>>);

/** A site API answering from a table (`answers`), recording its calls in `calls`. */
export function createFakeSiteApi(answers: Partial<Record<ApiEndpointId, FakeAnswer>> = {}) {
  const calls: RecordedCall[] = [];
  const api: SiteApi = {
    call: (async (id: ApiEndpointId, input?: unknown, options?: ApiCallOptions) => {
      calls.push({ id, input, ...(options ? { options } : {}) });
      const answer = answers[id];
      if (typeof answer === 'function') return answer(input);
      return answer ?? { ok: false, kind: 'unknown', code: 1000, status: null, message: `no fake answer for ${id}` };
    }) as SiteApi['call'],
  };
  return { api, calls };
}

/** A parcel host that offers the given parcels (each a function rendering into the element), recording mounts. */
export function createFakeParcelHost(
  offered: Readonly<Record<string, (element: HTMLElement, props: Readonly<Record<string, unknown>>) => void>> = {},
) {
  const mounted: { name: string; props: Readonly<Record<string, unknown>> }[] = [];
  const host: ParcelHost = {
    has: (name) => name in offered,
    mount: async (name, element, props = {}) => {
      const render = offered[name];
      if (!render) return null;
      mounted.push({ name, props });
      render(element, props);
      return {
        update: async (next) => {
          mounted.push({ name, props: next });
          render(element, next);
        },
        unmount: async () => {
          element.replaceChildren();
        },
      };
    },
  };
  return { host, mounted };
}

/** A query cache for tests: no retries, nothing kept after the test. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY }, mutations: { retry: false } } });
}

/** The site's query cache as mount props carry it, created already (nothing waits for it in a test). */
export function siteQueryClientOf(client: QueryClient = createTestQueryClient()): SiteQueryClient {
  return { load: async () => client, current: () => client };
}

/** Commands that record what a remote asked of the shell (`argument` is undefined for a command that takes none). */
export function createRecordingCommands() {
  const asked: { command: keyof SiteCommands; argument: unknown }[] = [];
  const record =
    <Name extends keyof SiteCommands>(command: Name) =>
    (argument?: unknown) =>
      void asked.push({ command, argument });
  const commands: SiteCommands = {
    showError: record('showError'),
    promptLogin: record('promptLogin'),
    chooseCause: record('chooseCause'),
    resumeSession: record('resumeSession'),
    showAlert: record('showAlert'),
    dismissAlert: record('dismissAlert'),
    endSession: record('endSession'),
    acceptAllCookies: record('acceptAllCookies'),
    refreshMember: record('refreshMember'),
  };
  return { commands, asked };
}

/**
 * Mount props for tests: a store in the given state, a fresh bus and query cache, every spec
 * route, no settings, navigation recorded in `navigations` and commands in `asked` (accepting
 * all cookies and ending the session also change the store, as the shell's answer does);
 * `setSiteState` changes the store it made as the shell would (a session that finishes
 * restoring, a sign-out, the cookie choice the shell records).
 */
export function createTestMfeProps(overrides: Partial<MfeProps> & { state?: Partial<SiteState> } = {}): MfeProps & {
  navigations: string[];
  asked: ReturnType<typeof createRecordingCommands>['asked'];
  setSiteState: (state: Partial<SiteState>) => void;
} {
  const navigations: string[] = [];
  const { state, ...props } = overrides;
  const { commands: recording, asked } = createRecordingCommands();
  const store = createStore<SiteState>()(() => ({ ...initialSiteState(), ...state }));
  // What the shell's answer does to the site store, so a page shows what a person would see next.
  const commands: SiteCommands = {
    ...recording,
    acceptAllCookies: () => {
      recording.acceptAllCookies();
      store.setState({ cookiesAccepted: true });
    },
    endSession: (reason) => {
      recording.endSession(reason);
      store.setState({ loggedIn: false, profile: null });
    },
  };
  return {
    api: createFakeSiteApi().api,
    app: 'rewards',
    settings: {},
    locale: 'en-CA',
    store,
    setSiteState: (next) => store.setState(next),
    commands,
    bus: createEventBus(),
    routes: siteRoutes,
    navigate: (to) => navigations.push(to),
    queryClient: siteQueryClientOf(),
    parcels: createFakeParcelHost().host,
    navigations,
    asked,
    ...props,
  };
}

/**
 * The site state of a member recognised from their stored session on a campaign landing: signed
 * in, with nothing of theirs read yet.
 */
export function recognisedMemberState(): Partial<SiteState> {
  return { loggedIn: true, profile: null };
}

/** The site state of a signed-in member (Ada Lovelace unless told otherwise). */
export function signedInState(profile: Partial<MemberSummary> = {}): Partial<SiteState> {
  return { loggedIn: true, profile: aMemberSummary(profile) };
}
