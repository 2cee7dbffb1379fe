import {
  type CauseId,
  type EventBus,
  href,
  localeFromPath,
  normalizePath,
  type RemoteName,
  SITE_TIME_ZONE,
  type SiteQueryClient,
  siteRoutes,
} from '@maple/contracts';
import { type LocaleMessages, useLocaleMessages } from '@maple/platform';
import { PageSkeleton } from '@maple/ui';
import { useDeferredValue, useEffect, useLayoutEffect, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { useStore } from 'zustand';
import { lazyPart } from '../components/lazy-part';
import { SiteFooter } from '../features/chrome/components/site-footer';
import { SlowCallNotice } from '../features/chrome/components/slow-call-notice';
import { SiteHeader } from '../features/chrome/components/site-header';
import type { Analytics } from '../features/analytics/services/analytics';
import { RemoteSlots } from '../features/composition/components/remote-slots';
import { SiteParcels } from '../features/composition/components/site-parcels';
import type { PrerenderedPage } from '../features/composition/services/prerendered-page';
import { type RemoteStatusStore, selectStatuses } from '../features/composition/services/remote-status-store';
import { siteWideParcelNames } from '../features/composition/services/site-wide-parcels';
import { slotElementId } from '../features/composition/services/slot-element-id';
import { ConsentBanner } from '../features/consent/components/consent-banner';
import type { ModalStore } from '../features/modals/services/modal-store';
import { AccountMenu, AccountMenuItems } from '../features/session/components/account-menu';
import { notFoundTitle } from '../features/shell-pages/not-found-title';
import { isShellRouteId } from '../features/shell-pages/shell-route-ids';
import { useCurrentUrl } from '../hooks/use-current-url';
import { useStoreInTransitions } from '../hooks/use-store-in-transitions';
import type { CallActivity } from '../lib/site-api/call-activity';
import type { SiteStore } from '../lib/site-store';
import type { BootStore } from './boot-store';
import { useDocumentMeta } from './use-document-meta';
import { hidesLanguageSwitch } from './navigation-rules';
import { useNavigationRules } from './use-navigation-rules';
import styles from './shell-layout.module.css';

// Parts a page needs only now and then, each a chunk of its own (docs/decisions/014-performance.md).
const SiteModals = lazyPart(() => import('../features/modals/components/site-modals').then((module) => module.SiteModals));
const ErrorModal = lazyPart(() => import('../features/modals/components/error-modal').then((module) => module.ErrorModal));
const ShellScreen = lazyPart(() => import('./shell-screen').then((module) => module.ShellScreen), <PageSkeleton />);
const NotFoundPage = lazyPart(() => import('../features/shell-pages/components/not-found-page').then((module) => module.NotFoundPage));
const BootFailure = lazyPart(() => import('../features/composition/components/boot-failure').then((module) => module.BootFailure));
const SiteAlerts = lazyPart(() => import('../features/chrome/components/site-alerts').then((module) => module.SiteAlerts));

/** The shell's long-lived objects, created once at boot. */
export interface ShellServices {
  readonly store: SiteStore;
  /** The shell's messages by language (a chunk each; boot loads the page's before the first render). */
  readonly messages: LocaleMessages;
  readonly bus: EventBus;
  /** The site's one query cache, shared with every remote. */
  readonly queryClient: SiteQueryClient;
  readonly boot: BootStore;
  readonly statuses: RemoteStatusStore;
  /** The site's calls in flight, for the busy state of a slow one. */
  readonly activity: CallActivity;
  readonly analytics: Analytics;
  readonly modals: ModalStore;
  readonly retryRemote: (app: RemoteName) => void;
  readonly reload: () => void;
  /** Records the visitor's cookie choice. */
  readonly chooseConsent: (acceptAll: boolean) => void;
  /** Leaves the site for another address. */
  readonly leave: (url: string) => void;
  /** Keeps the campaign a visitor came from, for the enrolment source label. */
  readonly rememberCampaign: (campaign: string) => void;
  /** Sets the cause; a visitor's choice is kept for their enrolment (`chosen-cause.ts`). */
  readonly chooseCause: (causeId: string | null) => void;
  /** The cause a visitor chose before joining, or null: joining without one asks for it. */
  readonly chosenCause: () => CauseId | null;
  /** The page the server sent as HTML, kept in its slot until its remote hydrates it. */
  readonly prerendered: PrerenderedPage | null;
  /** Called once the page holds the composition's slots: single-spa may mount remotes into them. */
  readonly slotsRendered: () => void;
}

/** The chrome and the page area; renders at once and never waits for a remote. */
export function ShellApp({ services }: { services: ShellServices }) {
  const { pathname } = useCurrentUrl();
  // After a switch of language the chrome keeps its words until the other language's have loaded.
  const wordsLocale = useDeferredValue(localeFromPath(pathname));
  const messages = useLocaleMessages(services.messages, wordsLocale);
  return (
    <IntlProvider locale={wordsLocale} defaultLocale="en-CA" messages={messages} timeZone={SITE_TIME_ZONE}>
      <ShellLayout services={services} />
    </IntlProvider>
  );
}

function ShellLayout({ services }: { services: ShellServices }) {
  const intl = useIntl();
  const { pathname, search, hash } = useCurrentUrl();
  const locale = localeFromPath(pathname);
  // The start-up's steps (ready, failed) render in transitions: the whole layout follows them.
  const boot = useStoreInTransitions(services.boot);
  const routes = boot.phase === 'ready' ? boot.routes : siteRoutes;
  const maintenance = boot.phase === 'ready' && boot.config.maintenance;
  const match = maintenance ? siteRoutes.match(siteRoutes.href('maintenance', locale)) : routes.match(pathname);
  // Members' parcels (decision 018) wait for the member's profile: a campaign landing reads none (decision 030).
  const memberRead = useStore(services.store, (state) => state.loggedIn && state.profile !== null);
  const modalOpen = useStore(services.modals, (state) => state.modal !== null);
  const errorShown = useStore(services.store, (state) => state.errorModalCode !== null);
  const alertsShown = useStore(services.store, (state) => state.alerts.length > 0);
  const siteWideParcels = boot.phase === 'ready' ? siteWideParcelNames(boot.composition.remotes, memberRead) : [];
  const composedApps = boot.phase === 'ready' && !maintenance ? boot.composition.remotes.filter((r) => r.enabled).map((r) => r.app) : [];

  const pageTitle = boot.phase !== 'ready' ? null : match ? match.route.title[locale] : intl.formatMessage(notFoundTitle);
  useDocumentMeta(pathname, locale, pageTitle);
  const { analytics } = services;
  // Also when the visitor accepts all cookies on this page (the banner, or the surveys' notice):
  // the page they are on is recorded then, not only the next one.
  const cookiesAccepted = useStore(services.store, (state) => state.cookiesAccepted);
  useEffect(() => {
    if (pageTitle) analytics.track({ event: 'page_view', path: pathname, locale, title: pageTitle });
  }, [analytics, pathname, locale, pageTitle, cookiesAccepted]);
  // Page visits drive the onboarding tracker (shown on visits 2, 4 and 6).
  useEffect(() => services.store.actions.recordPageVisit(), [services.store, pathname]);

  const shellRouteId = match && match.route.app === 'shell' && isShellRouteId(match.route.id) ? match.route.id : null;
  const matchedRemote = match && match.route.app !== 'shell' ? (match.route.app as RemoteName) : null;

  // The served page stays in its remote's slot until that remote has hydrated it, failed, or the
  // visitor went elsewhere; only a remote that hydrated it keeps it.
  const [prerendered, setPrerendered] = useState(services.prerendered);
  // The remotes' loading, mounting and failing render in transitions, not in the task that started them.
  const remoteStatuses = useStoreInTransitions(services.statuses, selectStatuses);
  const prerenderedStatus = prerendered ? remoteStatuses[prerendered.app] : undefined;
  const holding =
    prerendered !== null &&
    normalizePath(pathname) === prerendered.path &&
    prerenderedStatus?.state !== 'mounted' &&
    prerenderedStatus?.state !== 'failed' &&
    (boot.phase === 'starting' || matchedRemote === prerendered.app);
  useLayoutEffect(() => {
    if (!prerendered || holding) return;
    // A remote that never rendered (it could not load) leaves the markup to the shell; one that
    // rendered owns its slot's content, whatever happened next.
    const rendered =
      prerenderedStatus?.state === 'mounted' ||
      (prerenderedStatus?.state === 'failed' && ['render', 'mount'].includes(prerenderedStatus.phase));
    if (!rendered) document.getElementById(slotElementId(prerendered.app))?.replaceChildren();
    setPrerendered(null);
  }, [prerendered, holding, prerenderedStatus]);
  // single-spa mounts into the slots once they are in the page.
  useLayoutEffect(() => {
    if (boot.phase === 'ready') services.slotsRendered();
  }, [boot.phase, services]);
  const held = holding ? prerendered : null;
  const remoteApps = held && !composedApps.includes(held.app) ? [held.app] : composedApps;
  const activeRemote = held ? held.app : matchedRemote;
  // Until the site is composed (the routes of landing pages come with it), the served page's own
  // link. The switch adds this address's query and fragment once hydrated (a served page cannot know them).
  const counterpartHref =
    held && boot.phase !== 'ready' ? held.counterpart : hidesLanguageSwitch(pathname, search) ? null : routes.counterpart(pathname);
  const session = boot.phase === 'ready' ? boot.session : null;
  // Where a member comes back to after signing in: this page, or home from the sign-in pages.
  const returnTo = shellRouteId === 'login' || shellRouteId === 'signup' ? href('home', locale) : `${pathname}${search}${hash}`;
  // Joining includes the cause: without one chosen before, the visitor picks it first (decision 030).
  const startSignIn = (target: string, signup: boolean) => {
    if (signup && services.chosenCause() === null) services.modals.getState().open({ kind: 'chooseCause', returnTo: target });
    else void session?.signIn({ locale, returnTo: target, signup });
  };
  const signIn = (signup: boolean) => startSignIn(returnTo, signup);
  useNavigationRules({ services, session, match, locale, pathname, search });

  return (
    <div className={styles.layout}>
      <a className={styles.skipLink} href="#main">
        {intl.formatMessage({ id: 'shell.skipLink', defaultMessage: 'Skip to main content' })}
      </a>
      <SiteHeader
        locale={locale}
        pathname={pathname}
        counterpartHref={counterpartHref}
        counterpartQuery={`${search}${hash}`}
        account={
          boot.phase === 'ready' && (
            <AccountMenu
              locale={locale}
              store={services.store}
              api={boot.api}
              queryClient={services.queryClient}
              onSignIn={() => signIn(false)}
              onSignUp={() => signIn(true)}
              onSignOut={() => void boot.session.signOut('member', locale)}
              onSignInIntent={() => void boot.session.load().catch(() => undefined)}
            />
          )
        }
        menuItems={
          boot.phase === 'ready' && (
            <AccountMenuItems
              locale={locale}
              store={services.store}
              api={boot.api}
              queryClient={services.queryClient}
              onSignOut={() => void boot.session.signOut('member', locale)}
            />
          )
        }
      />
      {alertsShown && <SiteAlerts store={services.store} locale={locale} />}
      <SlowCallNotice activity={services.activity} />
      {/* Near the top, above the page: the welcome and the onboarding tracker say what to do next. */}
      {boot.phase === 'ready' && !maintenance && <SiteParcels names={siteWideParcels} host={boot.parcels} />}
      <main id="main" tabIndex={-1} className={styles.main}>
        {boot.phase === 'failed' && <BootFailure onReload={services.reload} />}
        {session && shellRouteId && <ShellScreen id={shellRouteId} locale={locale} search={search} session={session} onSignIn={signIn} />}
        {boot.phase === 'ready' && !match && <NotFoundPage locale={locale} />}
        <RemoteSlots apps={remoteApps} active={activeRemote} statuses={remoteStatuses} onRetry={services.retryRemote} prerendered={held} />
      </main>
      <SiteFooter locale={locale} />
      <ConsentBanner store={services.store} onChoice={services.chooseConsent} />
      {modalOpen && (
        <SiteModals
          modals={services.modals}
          causeData={
            boot.phase === 'ready' ? { api: boot.api, store: services.store.view, locale, queryClient: services.queryClient } : null
          }
          onSignIn={startSignIn}
          onJoinWithCause={(causeId, target) => {
            services.chooseCause(causeId);
            void session?.signIn({ locale, returnTo: target, signup: true });
          }}
          onLeaveCountry={() => boot.phase === 'ready' && services.leave(boot.config.corporateSite[locale])}
          onOptBackIn={() => void session?.optBackIn()}
        />
      )}
      {errorShown && <ErrorModal store={services.store} />}
    </div>
  );
}
