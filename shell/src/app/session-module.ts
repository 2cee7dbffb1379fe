// The session's chunk (docs/decisions/014-performance.md): loaded by the session gateway when
// the browser keeps a session, on the sign-in callback, or at the first Log in / Sign up. In
// the app layer: it puts the session, the member's progress and the tab cache together.
import { followMemberProgress } from '../features/session/services/member-progress';
import type { StartSession } from '../features/session/services/session-gateway';
import { createSessionService } from '../features/session/services/session-service';
import { storedMember } from '../features/session/services/stored-member';
import { createTabCache } from '../features/tab-cache/services/tab-cache';

/**
 * Starts the session: the service, and the store's onboarding steps and counters following the
 * member's history. A session reads member data, so the site's query cache is created now, and
 * what this tab already fetched for the stored member is restored into it before anything reads
 * it (docs/decisions/020-member-data-for-the-tab.md): the shell waits for this before it mounts a remote.
 */
export const startSession: StartSession = async ({ currentLocale, queryClient: siteQueryClient, ...options }) => {
  const queryClient = await siteQueryClient.load();
  const tabCache = createTabCache({ queryClient });
  await tabCache.keep(storedMember(options.storage));
  followMemberProgress({ queryClient, api: options.siteApi, store: options.store, locale: currentLocale });
  return createSessionService({ ...options, queryClient, tabCache });
};
