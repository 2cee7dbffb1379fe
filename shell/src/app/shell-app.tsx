import { type EventBus, localeFromPath, type RemoteName, siteRoutes, type SiteStore } from '@maple/contracts';
import { IntlProvider, useIntl } from 'react-intl';
import { useStore } from 'zustand';
import { useCurrentUrl } from '../hooks/use-current-url';
import { SiteFooter } from '../features/chrome/components/site-footer';
import { SiteHeader } from '../features/chrome/components/site-header';
import { BootFailure } from '../features/composition/components/boot-failure';
import { ErrorModal } from '../features/modals/components/error-modal';
import { RemoteSlots } from '../features/composition/components/remote-slots';
import type { BootStore } from '../features/composition/services/boot-store';
import type { RemoteStatusStore } from '../features/composition/services/remote-status-store';
import { NotFoundPage, notFoundMessages } from '../features/shell-pages/components/not-found-page';
import { isShellRouteId, ShellRoutePage } from '../features/shell-pages/components/shell-route-page';
import { messages } from '../i18n/messages';
import { useDocumentMeta } from './use-document-meta';

/** The shell's long-lived objects, created once at boot. */
export interface ShellServices {
  readonly store: SiteStore;
  readonly bus: EventBus;
  readonly boot: BootStore;
  readonly statuses: RemoteStatusStore;
  readonly retryRemote: (app: RemoteName) => void;
  readonly reload: () => void;
}

/** The chrome and the page area; renders at once and never waits for a remote. */
export function ShellApp({ services }: { services: ShellServices }) {
  const { pathname } = useCurrentUrl();
  const locale = localeFromPath(pathname);
  return (
    <IntlProvider locale={locale} defaultLocale="en-CA" messages={messages[locale]}>
      <ShellLayout services={services} />
    </IntlProvider>
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
  const remoteApps = boot.phase === 'ready' && !maintenance ? boot.composition.remotes.filter((r) => r.enabled).map((r) => r.app) : [];

  const pageTitle = boot.phase !== 'ready' ? null : match ? match.route.title[locale] : intl.formatMessage(notFoundMessages.title);
  useDocumentMeta(pathname, locale, pageTitle);

  const shellRouteId = match && match.route.app === 'shell' && isShellRouteId(match.route.id) ? match.route.id : null;
  const activeRemote = match && match.route.app !== 'shell' ? (match.route.app as RemoteName) : null;

  return (
    <>
      <a className="skip-link" href="#main">
        {intl.formatMessage({ id: 'shell.skipLink', defaultMessage: 'Skip to main content' })}
      </a>
      <SiteHeader locale={locale} pathname={pathname} counterpartHref={`${routes.counterpart(pathname)}${search}${hash}`} />
      <main id="main" tabIndex={-1}>
        {boot.phase === 'failed' && <BootFailure onReload={services.reload} />}
        {boot.phase === 'ready' && shellRouteId && <ShellRoutePage id={shellRouteId} locale={locale} />}
        {boot.phase === 'ready' && !match && <NotFoundPage locale={locale} />}
        <RemoteSlots apps={remoteApps} active={activeRemote} statuses={services.statuses} onRetry={services.retryRemote} />
      </main>
      <SiteFooter locale={locale} corporateSite={boot.phase === 'ready' ? boot.config.corporateSite[locale] : null} />
      <ErrorModal store={services.store} />
    </>
  );
}
