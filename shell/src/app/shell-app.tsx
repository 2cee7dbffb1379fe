import { type EventBus, href, localeFromPath, normalizePath, type RemoteName, siteRoutes } from '@maple/contracts';
import { SiteDataProvider } from '@maple/contracts/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { navigateToUrl } from 'single-spa';
import { useStore } from 'zustand';
import { SiteAlerts } from '../features/chrome/components/site-alerts';
import { SiteFooter } from '../features/chrome/components/site-footer';
import { SlowCallNotice } from '../features/chrome/components/slow-call-notice';
import { SiteHeader } from '../features/chrome/components/site-header';
import type { Analytics } from '../features/analytics/services/analytics';
import { BootFailure } from '../features/composition/components/boot-failure';
import { RemoteSlots } from '../features/composition/components/remote-slots';
import { SiteParcels } from '../features/composition/components/site-parcels';
import type { PrerenderedPage } from '../features/composition/services/prerendered-page';
import type { RemoteStatusStore } from '../features/composition/services/remote-status-store';
import { siteWideParcelNames } from '../features/composition/services/site-wide-parcels';
import { ConsentBanner } from '../features/consent/components/consent-banner';
import { ErrorModal } from '../features/modals/components/error-modal';
import { SiteModals } from '../features/modals/components/site-modals';
import type { ModalStore } from '../features/modals/services/modal-store';
import { AccountMenu } from '../features/session/components/account-menu';
import { AuthCallback } from '../features/session/components/auth-callback';
import { SignInButtons } from '../features/session/components/sign-in-buttons';
import { NotFoundPage, notFoundMessages } from '../features/shell-pages/components/not-found-page';
import { isShellRouteId, ShellRoutePage } from '../features/shell-pages/components/shell-route-page';
import { useCurrentUrl } from '../hooks/use-current-url';
import { messages } from '../i18n/messages';
import type { CallActivity } from '../lib/site-api/call-activity';
import type { SiteStore } from '../lib/site-store';
import type { BootStore } from './boot-store';
import { useDocumentMeta } from './use-document-meta';
import { hidesLanguageSwitch } from './navigation-rules';
import { useNavigationRules } from './use-navigation-rules';
import styles from './shell-layout.module.css';

/** The shell's long-lived objects, created once at boot. */
export interface ShellServices {
  readonly store: SiteStore;
  readonly bus: EventBus;
  /** The site's one query cache, shared with every remote. */
  readonly queryClient: QueryClient;
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
  /** The page the server sent as HTML, kept on screen until its remote takes over. */
  readonly prerendered: PrerenderedPage | null;
}

/** The chrome and the page area; renders at once and never waits for a remote. */
export function ShellApp({ services }: { services: ShellServices }) {
  const { pathname } = useCurrentUrl();
  const locale = localeFromPath(pathname);
  return (
    <QueryClientProvider client={services.queryClient}>
      <IntlProvider locale={locale} defaultLocale="en-CA" messages={messages[locale]}>
        <ShellLayout services={services} />
      </IntlProvider>
    </QueryClientProvider>
  );
}

function ShellLayout({ services }: { services: ShellServices }) {
  const intl = useIntl();
  const { pathname, search, hash } = useCurrentUrl();
  const locale = localeFromPath(pathname);
  const boot = useStore(services.boot);
  const routes = boot.phase === 'ready' ? boot.routes : siteRoutes;
  const maintenance = boot.phase === 'ready' && boot.config.maintenance;
  const match = maintenance ? siteRoutes.match(siteRoutes.href('maintenance', locale)) : routes.match(pathname);
  const signedIn = useStore(services.store, (state) => state.loggedIn);
  const siteWideParcels = boot.phase === 'ready' ? siteWideParcelNames(boot.composition.remotes, signedIn) : [];
  const composedApps = boot.phase === 'ready' && !maintenance ? boot.composition.remotes.filter((r) => r.enabled).map((r) => r.app) : [];

  const pageTitle = boot.phase !== 'ready' ? null : match ? match.route.title[locale] : intl.formatMessage(notFoundMessages.title);
  useDocumentMeta(pathname, locale, pageTitle);
  const { analytics } = services;
  useEffect(() => {
    if (pageTitle) analytics.track({ event: 'page_view', path: pathname, locale, title: pageTitle });
  }, [analytics, pathname, locale, pageTitle]);
  // Page visits drive the onboarding tracker (shown on visits 2, 4 and 6).
  useEffect(() => services.store.actions.recordPageVisit(), [services.store, pathname]);

  const shellRouteId = match && match.route.app === 'shell' && isShellRouteId(match.route.id) ? match.route.id : null;
  const matchedRemote = match && match.route.app !== 'shell' ? (match.route.app as RemoteName) : null;

  // The served page stays in its remote's slot, from the first render on, until that remote has
  // mounted (its first commit replaces it) or failed, or the visitor went elsewhere.
  const [prerendered, setPrerendered] = useState(services.prerendered);
  const prerenderedStatus = useStore(services.statuses, (state) => (prerendered ? state.statuses[prerendered.app]?.state : undefined));
  const holding =
    prerendered !== null &&
    normalizePath(pathname) === prerendered.path &&
    prerenderedStatus !== 'mounted' &&
    prerenderedStatus !== 'failed' &&
    (boot.phase === 'starting' || matchedRemote === prerendered.app);
  useLayoutEffect(() => {
    if (prerendered && !holding) {
      prerendered.element?.remove();
      setPrerendered(null);
    }
  }, [prerendered, holding]);
  const held = holding ? prerendered : null;
  const remoteApps = held && !composedApps.includes(held.app) ? [held.app] : composedApps;
  const activeRemote = held ? held.app : matchedRemote;
  const counterpartHref =
    held && boot.phase !== 'ready'
      ? held.counterpart
      : hidesLanguageSwitch(pathname, search)
        ? null
        : `${routes.counterpart(pathname)}${search}${hash}`;
  const session = boot.phase === 'ready' ? boot.session : null;
  // Where a member comes back to after signing in: this page, or home from the sign-in pages.
  const returnTo = shellRouteId === 'login' || shellRouteId === 'signup' ? href('home', locale) : `${pathname}${search}${hash}`;
  const signIn = (signup: boolean) => void session?.signIn({ locale, returnTo, signup });
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
        account={
          boot.phase === 'ready' && (
            <SiteDataProvider api={boot.api} store={services.store.view} locale={locale} queryClient={services.queryClient}>
              <AccountMenu
                locale={locale}
                store={services.store}
                restoring={boot.session.status}
                onSignIn={() => signIn(false)}
                onSignUp={() => signIn(true)}
                onSignOut={() => void boot.session.signOut('member', locale)}
              />
            </SiteDataProvider>
          )
        }
      />
      <SiteAlerts store={services.store} locale={locale} />
      <SlowCallNotice activity={services.activity} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {boot.phase === 'failed' && <BootFailure onReload={services.reload} />}
        {session && shellRouteId && (
          <ShellRoutePage id={shellRouteId} locale={locale}>
            {(shellRouteId === 'login' || shellRouteId === 'signup') && (
              <SignInButtons
                primary={shellRouteId === 'login' ? 'signIn' : 'signUp'}
                onSignIn={() => signIn(false)}
                onSignUp={() => signIn(true)}
              />
            )}
            {shellRouteId === 'authCallback' && <AuthCallback session={session} locale={locale} search={search} navigate={navigateToUrl} />}
          </ShellRoutePage>
        )}
        {boot.phase === 'ready' && !match && <NotFoundPage locale={locale} />}
        <RemoteSlots
          apps={remoteApps}
          active={activeRemote}
          statuses={services.statuses}
          onRetry={services.retryRemote}
          prerendered={held}
        />
      </main>
      {boot.phase === 'ready' && !maintenance && <SiteParcels names={siteWideParcels} host={boot.parcels} />}
      <SiteFooter locale={locale} corporateSite={boot.phase === 'ready' ? boot.config.corporateSite[locale] : null} />
      <ConsentBanner store={services.store} onChoice={services.chooseConsent} />
      <SiteModals
        modals={services.modals}
        onSignIn={(target, signup) => void session?.signIn({ locale, returnTo: target, signup })}
        onLeaveCountry={() => boot.phase === 'ready' && services.leave(boot.config.corporateSite[locale])}
        onOptBackIn={() => void session?.optBackIn()}
      />
      <ErrorModal store={services.store} />
    </div>
  );
}
