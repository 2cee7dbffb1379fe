// Run by the production build in Node (tools/webpack/prerender-plugin.cjs), never in a browser.
// Writes page-template.json: the shell's chrome as its first render draws it, in each language,
// with holes the compose step fills for each page a remote prerendered (docs/decisions/019).
import { createEventBus, href, LOCALES, normalizePath } from '@maple/contracts';
import { loadLocaleMessages } from '@maple/platform';
import { themeClassName } from '@maple/ui';
import { createIntl } from 'react-intl';
import { prerender as prerenderToStream } from 'react-dom/static';
import { createAnalytics } from '../features/analytics/services/analytics';
import { createRemoteStatusStore } from '../features/composition/services/remote-status-store';
import { createModalStore } from '../features/modals/services/modal-store';
import { RenderedUrlContext } from '../hooks/use-current-url';
import { messages } from '../i18n/messages';
import { createCallActivity } from '../lib/site-api/call-activity';
import { createSiteStore } from '../lib/site-store';
import { createBootStore } from './boot-store';
import { SHELL_ID_PREFIX } from './shell-ids';
import { type ShellServices, ShellApp } from './shell-app';
import { SINGLE_LANGUAGE_CAMPAIGN } from './navigation-rules';
import { documentTitle } from './use-document-meta';

/** The holes of the template (page-template.json), filled by tools/compose/prerendered-pages.mjs. */
export const TEMPLATE_HOLES = {
  app: '__MAPLE_APP__',
  counterpart: '/__MAPLE_COUNTERPART__',
  page: '<!--maple:page-->',
  title: '__MAPLE_TITLE__',
} as const;

const nothing = () => {};

/**
 * The services of a first-time visitor's first render: the start-up not done, no member, the
 * cookie choice left to the browser (the banner renders after hydration: it depends on the
 * visitor's storage), and the page of `app` held in its slot, with the language switch
 * pointing at `counterpart`. The browser hydrates this very render.
 */
function buildTimeServices(path: string, counterpart: string | null): ShellServices {
  const store = createSiteStore();
  return {
    store,
    messages,
    bus: createEventBus(),
    // A query never runs at build time: the cache is never created.
    queryClient: { load: () => new Promise(() => {}), current: () => null },
    analytics: createAnalytics({ store, dataLayer: () => [] }),
    modals: createModalStore(),
    boot: createBootStore(),
    statuses: createRemoteStatusStore(),
    activity: createCallActivity(),
    retryRemote: nothing,
    reload: nothing,
    chooseConsent: nothing,
    leave: nothing,
    rememberCampaign: nothing,
    chooseCause: nothing,
    chosenCause: () => null,
    prerendered: { app: TEMPLATE_HOLES.app, path: normalizePath(path), counterpart },
    slotsRendered: nothing,
  };
}

async function renderChrome(path: string, counterpart: string | null): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToStream(
    <RenderedUrlContext.Provider value={`http://localhost${path}`}>
      <ShellApp services={buildTimeServices(path, counterpart)} />
    </RenderedUrlContext.Provider>,
    // A part that waits for ever fails the build (aborted after a minute) instead of leaving it hanging.
    { identifierPrefix: SHELL_ID_PREFIX, onError: (error) => void errors.push(error), signal: AbortSignal.timeout(60_000) },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw new Error(`Rendering the chrome failed: ${errors.map(String).join('; ')}`);
  // The page goes where the remote mounts: the mount point of its slot.
  const mountPoint = new RegExp(`(<div id="mfe-slot-${TEMPLATE_HOLES.app}"[^>]*>)(</div>)`);
  if (!mountPoint.test(html)) throw new Error('The chrome has no mount point for the prerendered page');
  return html.replace(mountPoint, `$1${TEMPLATE_HOLES.page}$2`);
}

/** What the compose step joins with shell/dist/index.html and a remote's prerendered pages. */
export interface PageTemplate {
  readonly version: 1;
  readonly holes: typeof TEMPLATE_HOLES;
  /** The class `<html>` gets at start (the kit's design tokens), so the chrome is styled before any script. */
  readonly htmlClass: string;
  /** A path with this segment gets the chrome without the language switch (spec section 2). */
  readonly singleLanguageSegment: string;
  /** The shell's stylesheets, by URL: the chrome's are loaded with its start-up chunk. */
  readonly styles: readonly string[];
  readonly locales: Record<
    string,
    { readonly chrome: string; readonly chromeWithoutLanguageSwitch: string; readonly documentTitle: string }
  >;
}

export async function prerender({ styles }: { styles: readonly string[] }): Promise<Record<string, string>> {
  const locales: PageTemplate['locales'] = {};
  for (const locale of LOCALES) {
    // The chrome of the locale's home: no main link is current on a remote's page.
    const home = href('home', locale);
    const intl = createIntl({ locale, messages: await loadLocaleMessages(messages, locale) });
    locales[locale] = {
      chrome: await renderChrome(home, TEMPLATE_HOLES.counterpart),
      chromeWithoutLanguageSwitch: await renderChrome(home, null),
      documentTitle: intl.formatMessage(documentTitle, { page: TEMPLATE_HOLES.title }),
    };
  }
  const template: PageTemplate = {
    version: 1,
    holes: TEMPLATE_HOLES,
    htmlClass: themeClassName,
    singleLanguageSegment: SINGLE_LANGUAGE_CAMPAIGN,
    styles: styles.map((style) => `/${style}`),
    locales,
  };
  return { 'page-template.json': `${JSON.stringify(template, null, 2)}\n` };
}
