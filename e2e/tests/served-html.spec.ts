import { type Browser, expect, type Page } from '@playwright/test';
import { test, visitorContext } from '../support/member-fixture';

// Issue 14, item 5 and issue 18, item 1 (docs/decisions/019-prerendered-landing-pages.md): the
// home page and every campaign landing page are served as HTML with the shell's chrome, and the
// scripts hydrate it: what is on screen is never rendered a second time, and React reports no
// mismatch. The site is served by nginx, as everywhere (tools/serve/nginx).
/** A served page in both languages: its remote, paths, titles and, when it says more than its title, its heading. */
interface ServedPage {
  readonly app: string;
  readonly paths: readonly [string, string];
  readonly titles: readonly [string, string];
  readonly headings?: readonly [string, string];
}

const pages: readonly ServedPage[] = [
  {
    app: 'campaigns',
    paths: ['/', '/fr/'],
    titles: ['Home', 'Accueil'],
    headings: ['Get rewarded for the brands you already buy', 'Obtenez des récompenses pour les marques que vous achetez déjà'],
  },
  {
    app: 'campaigns',
    paths: ['/learn-about-menopause', '/fr/en-savoir-plus-sur-la-menopause'],
    titles: ['Learn about menopause', 'En savoir plus sur la ménopause'],
  },
  {
    app: 'campaigns',
    paths: ['/signup/downy-unstopables-sample/', '/fr/inscrivez-vous/echantillon-downy-unstopables/'],
    titles: ['Free fabric-care sample', 'Échantillon gratuit de soin des tissus'],
  },
  { app: 'campaigns', paths: ['/recycling/', '/fr/recyclage/'], titles: ['Recycling', 'Recyclage'] },
  { app: 'campaigns', paths: ['/scholarship/', '/fr/bourse-d-etudes/'], titles: ['Scholarship', 'Bourse d’études'] },
  { app: 'campaigns', paths: ['/alwayscoupon2025/', '/fr/alwayscoupon2025/'], titles: ['Always coupons', 'Bons de réduction Always'] },
  // mfe-rewards serves a visitor's screens as HTML too: the catalogue's place is held until it arrives.
  { app: 'rewards', paths: ['/rewards/', '/fr/recompenses/'], titles: ['Rewards', 'Récompenses'] },
  { app: 'rewards', paths: ['/rewards/all/', '/fr/recompenses/toutes/'], titles: ['All rewards', 'Toutes les récompenses'] },
  { app: 'rewards', paths: ['/earn-points/', '/fr/accumulez-des-points/'], titles: ['Earn points', 'Accumulez des points'] },
];
const locales = ['en-CA', 'fr-CA'] as const;

/** The page as the server sent it: the browser runs none of its scripts. */
async function servedPage(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/**
 * Records, from before the first byte, what a visitor would see: the most and the fewest
 * level-1 headings in main after every change of the document once one has appeared (a flash
 * is a moment with none, a duplicate a moment with two), every layout shift, every console error
 * (React reports a hydration mismatch there), and the served elements themselves: the heading,
 * the header and the remote's root as the parser made them, and any served element later
 * removed from the page (a second render replaces them).
 */
async function watchHydration(page: Page) {
  await page.addInitScript(() => {
    const watched = {
      fewest: Number.POSITIVE_INFINITY,
      most: 0,
      shifts: 0,
      pageShifts: 0,
      /** What moved in main, so that a failure names it. */
      moved: [] as string[],
      errors: [] as string[],
      removed: [] as string[],
    };
    const served: Record<string, Element | null> = {};
    Object.assign(window, { __hydration: watched, __served: served });
    const count = () => {
      const headings = document.querySelectorAll('main h1').length;
      if (headings === 0 && watched.most === 0) return;
      watched.fewest = Math.min(watched.fewest, headings);
      watched.most = Math.max(watched.most, headings);
    };
    new MutationObserver((records) => {
      count();
      for (const record of records)
        for (const node of record.removedNodes)
          // A skeleton gives way to the data it held the place of: that is data arriving, not a second render.
          if (node instanceof Element && node.matches('[data-served]') && !node.closest('[aria-busy="true"]'))
            watched.removed.push(node.outerHTML.slice(0, 120));
    }).observe(document, { childList: true, subtree: true, attributes: true });
    // Parsed, and no script has run yet: the served elements are marked.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      served.heading = document.querySelector('main h1');
      served.header = document.querySelector('header');
      served.remote = document.querySelector('main [data-mfe]');
      for (const element of document.querySelectorAll('#root *')) element.setAttribute('data-served', '');
      count();
    });
    const original = console.error.bind(console);
    console.error = (...args: unknown[]) => {
      watched.errors.push(args.map(String).join(' '));
      original(...args);
    };
    window.addEventListener('error', (event) => watched.errors.push(String(event.message)));
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    /**
     * A moved element's own share of a shift, scored as the browser scores a frame (the area it
     * swept over the viewport's, times how far it went over the viewport's larger side). A frame's
     * score covers every source in it: on a busy machine the header's nudge lands in the same
     * frame as a change in main, and must not be charged to main.
     */
    const score = ({ previousRect: before, currentRect: after }: Shift['sources'][number]) => {
      const width = innerWidth;
      const height = innerHeight;
      const visible = (rect: DOMRectReadOnly) =>
        Math.max(0, Math.min(rect.right, width) - Math.max(rect.left, 0)) *
        Math.max(0, Math.min(rect.bottom, height) - Math.max(rect.top, 0));
      const overlap = new DOMRectReadOnly(
        Math.max(before.left, after.left),
        Math.max(before.top, after.top),
        Math.max(0, Math.min(before.right, after.right) - Math.max(before.left, after.left)),
        Math.max(0, Math.min(before.bottom, after.bottom) - Math.max(before.top, after.top)),
      );
      const impact = (visible(before) + visible(after) - visible(overlap)) / (width * height);
      const distance = Math.max(Math.abs(after.x - before.x), Math.abs(after.y - before.y)) / Math.max(width, height);
      return impact * distance;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        watched.shifts += entry.value;
        for (const source of entry.sources) {
          const { node, previousRect, currentRect } = source;
          if (!node || !document.querySelector('main')?.contains(node)) continue;
          const share = score(source);
          watched.pageShifts += share;
          const where = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}×${height}`;
          const what = node instanceof Element ? node.outerHTML.slice(0, 100) : node.textContent?.slice(0, 60);
          watched.moved.push(`${share.toFixed(5)}: ${what} from ${where(previousRect)} to ${where(currentRect)}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Waits until React owns the served heading, header and remote root (hydration attaches its fiber to the very nodes parsed), then reads what was watched. */
async function afterHydration(page: Page) {
  await page.waitForFunction(() => {
    const { heading, header, remote } = (window as unknown as { __served: Record<string, Element | null | undefined> }).__served;
    const ownedByReact = (element: Element | null | undefined) =>
      !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    return ownedByReact(heading) && ownedByReact(header) && ownedByReact(remote);
  });
  return page.evaluate(() => {
    type Watched = {
      fewest: number;
      most: number;
      shifts: number;
      pageShifts: number;
      moved: string[];
      errors: string[];
      removed: string[];
    };
    const served = (window as unknown as { __served: Record<string, Element | null> }).__served;
    const watched = (window as unknown as { __hydration: Watched }).__hydration;
    return {
      ...watched,
      sameHeading: served.heading === document.querySelector('main h1'),
      sameHeader: served.header === document.querySelector('header'),
      sameRemote: served.remote === document.querySelector('main [data-mfe]'),
    };
  });
}

test('every served page comes from the server with its heading, its language and its title, before any script', async ({ request }) => {
  const problems: string[] = [];
  for (const { paths, titles, headings } of pages) {
    for (const index of [0, 1] as const) {
      const response = await request.get(paths[index]);
      const html = await response.text();
      // As the server writes text: "&" escaped, the typographic apostrophe as is.
      const asServed = (text: string) => text.replaceAll('&', '&amp;');
      const answer = [
        response.status() === 200,
        html.includes(`<html lang="${locales[index]}"`),
        html.includes(`<title>${asServed(titles[index])} | Maple Rewards</title>`),
        html.includes(`>${asServed(headings?.[index] ?? titles[index])}</h1>`),
      ];
      if (answer.includes(false)) problems.push(`${paths[index]}: ${answer.join(' ')}`);
    }
  }
  expect(problems).toEqual([]);
});

for (const { app, paths, titles, headings } of pages) {
  for (const index of [0, 1] as const) {
    const path = paths[index];
    const title = titles[index];
    const headingText = headings?.[index] ?? title;
    const locale = locales[index];

    test(`${path} is served as HTML with its heading, the chrome, its language and title`, async ({ browser }) => {
      const page = await servedPage(browser, path);
      await expect(page.locator(`main [data-mfe="${app}"]`).getByRole('heading', { level: 1, name: headingText })).toBeVisible();
      await expect(
        page.locator('header').getByRole('link', { name: locale === 'en-CA' ? 'Maple Rewards, home' : /Maple Rewards/ }),
      ).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(`${title} | Maple Rewards`);
      // The chrome is styled before any script: the kit's tokens are on <html>, the header has its red.
      const headerColour = await page.locator('header').evaluate((header) => getComputedStyle(header).backgroundColor);
      expect(headerColour).not.toBe('rgba(0, 0, 0, 0)');
      // And so is the page: the remote's stylesheets give its title the kit's 8 px top margin (the browser's is 21 px).
      const titleMargin = await page.locator('main h1').evaluate((heading) => getComputedStyle(heading).marginTop);
      expect(titleMargin).toBe('8px');
      await page.context().close();
    });

    test(`${path}: the scripts hydrate the served page: no mismatch, nothing rendered twice, no layout shift`, async ({ page }) => {
      await watchHydration(page);
      await page.goto(path);
      const watched = await afterHydration(page);
      // The very elements the browser parsed are the live page: nothing on screen was rendered again.
      expect(watched).toMatchObject({ sameHeading: true, sameHeader: true, sameRemote: true, removed: [] });
      // React says so when it cannot hydrate what was served (a mismatch, a page rendered anew).
      expect(watched.errors.filter((error) => /hydrat|Minified React error #4(18|19|21|23|25)/i.test(error))).toEqual([]);
      const heading = page.locator('main').getByRole('heading', { level: 1 });
      await expect(heading).toHaveCount(1);
      await expect(heading).toHaveText(headingText);
      await expect(page).toHaveTitle(`${title} | Maple Rewards`);
      // Never without its heading, never two, and nothing in main moved.
      expect(watched).toMatchObject({ fewest: 1, most: 1, pageShifts: 0 });
      // The header's account buttons appear once the session is known and nudge the language
      // switch (about 0.003, as without served HTML): far below the 0.05 budget.
      expect(watched.shifts).toBeLessThan(0.01);
    });
  }
}

test('a member’s home is hydrated as served, then shows what differs for a member without moving the page', async ({
  browser,
  memberState,
}) => {
  const context = await visitorContext(browser, memberState);
  const page = await context.newPage();
  await watchHydration(page);
  await page.goto('/');
  const watched = await afterHydration(page);
  // What the member shares with a visitor stays as served; only the member's own parts (their
  // cause below the fold, the hero's call to action) change after hydration.
  expect(watched).toMatchObject({ sameHeading: true, sameHeader: true, sameRemote: true });
  expect(watched.removed.filter((removed) => !removed.includes('Every member supports one of 15'))).toEqual([]);
  expect(watched.errors.filter((error) => /hydrat|Minified React error #4(18|19|21|23|25)/i.test(error))).toEqual([]);
  await expect(
    page.getByRole('region', { name: /Earn points for what you already do/ }).getByRole('link', { name: 'Start earning points' }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Your account' }).getByText('Hi, Morgan')).toBeVisible();
  const { pageShifts, moved } = await page.evaluate(
    () => (window as unknown as { __hydration: { pageShifts: number; moved: string[] } }).__hydration,
  );
  // The hero's button says "Start earning points" instead of "Join Maple Rewards": its new width
  // nudges the button beside it (about 0.00004), a thousandth of the 0.05 budget and nothing else.
  expect(pageShifts, moved.join('\n')).toBeLessThan(0.001);
  await context.close();
});

test('the served page keeps the language switch of the page, and none on the Always campaign', async ({ browser }) => {
  const english = await servedPage(browser, '/recycling/');
  await expect(english.getByRole('link', { name: 'Lire cette page en français' })).toHaveAttribute('href', '/fr/recyclage/');
  await english.context().close();
  const always = await servedPage(browser, '/alwayscoupon2025/');
  await expect(always.getByRole('heading', { level: 1, name: 'Always coupons' })).toBeVisible();
  await expect(always.getByRole('link', { name: 'Lire cette page en français' })).toHaveCount(0);
  await always.context().close();
});

test('a path that is not served as HTML still gets the shell page, which renders it', async ({ browser, page }) => {
  const served = await servedPage(browser, '/about');
  await expect(served.locator('main h1')).toHaveCount(0);
  await served.context().close();
  await page.goto('/about');
  await expect(page.locator('[data-mfe="campaigns"]').getByRole('heading', { level: 1 })).toBeVisible();
});
