import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';

const require = createRequire(__filename);
// Evaluated through the browser's debugging protocol: the site's Content-Security-Policy
// (no inline script) rightly refuses a script tag.
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** One accessibility rule broken on a page, as axe reports it. */
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core (WCAG 2.1 A and AA rules) on the page as a person sees it: once what is
 * appearing has appeared (a dialog fading in is measured at full contrast, not half way).
 */
export async function accessibilityViolations(page: Page): Promise<AxeViolation[]> {
  // Once per document: parsing axe's half a megabyte again for each width costs a busy machine seconds.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    // Finite animations only: a skeleton's pulse or a spinner never ends.
    const ending = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
}

/**
 * How many rows the header's visible parts take (the brand, the menu button, the account's
 * items, the language switch): parts whose tops lie within 8 px of a row's first share it.
 */
export function headerRows(page: Page): Promise<number> {
  return page.getByRole('banner').evaluate((banner) => {
    const tops = [...banner.querySelectorAll('a, button, li')]
      .filter((part) => part.getClientRects().length > 0)
      .map((part) => part.getBoundingClientRect().top)
      .sort((a, b) => a - b);
    const rowStarts: number[] = [];
    for (const top of tops) if (rowStarts.length === 0 || top - (rowStarts.at(-1) ?? top) > 8) rowStarts.push(top);
    return rowStarts.length;
  });
}

/** The phone and desktop widths pages are checked at. */
export const WIDTHS = [360, 1280] as const;

/**
 * The page at 360 px and at 1280 px: nothing wider than the screen (no sideways scrolling) and
 * no WCAG 2.1 A/AA violation axe can find. Leaves the page at 1280 px. With `screenshot`, each
 * width is also kept as `<screenshot>-<width>.png` in the test's output folder, to look at.
 */
export async function expectUsableAtEveryWidth(page: Page, screenshot?: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await accessibilityViolations(page)).toEqual([]);
    if (screenshot) await page.screenshot({ path: test.info().outputPath(`${screenshot}-${width}.png`), fullPage: true });
  }
}
