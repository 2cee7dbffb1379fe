import type { Locator, Page } from '@playwright/test';

/** What a person and the browser know of a picture on the page. */
interface PictureState {
  readonly alt: string | null;
  readonly loading: string | null;
  readonly fetchPriority: string | null;
  /** Loaded and decoded: a file arrived and is shown. */
  readonly shown: boolean;
  /** Its top, in page pixels. */
  readonly top: number;
}

/** The pictures in a part of the page, in document order. */
export function picturesIn(part: Locator): Promise<PictureState[]> {
  return part.locator('img').evaluateAll((images) =>
    (images as HTMLImageElement[]).map((image) => ({
      alt: image.getAttribute('alt'),
      loading: image.getAttribute('loading'),
      fetchPriority: image.getAttribute('fetchpriority'),
      shown: image.complete && image.naturalWidth > 0,
      top: image.getBoundingClientRect().top + window.scrollY,
    })),
  );
}

/** Adds up every layout shift from the start of the page (as CLS counts them): read with {@link layoutShift}. */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const state = { total: 0 };
    (window as unknown as { __layoutShift: typeof state }).__layoutShift = state;
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) if (!entry.hadRecentInput) state.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift of the page so far. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __layoutShift: { total: number } }).__layoutShift.total);
}

/** Scrolls to the page's end and back, half a screen at a time, as a person reading it would: every lazy picture loads. */
export async function readThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Waits until every picture of the page is shown (or replaced by its placeholder). A lazy picture
 * the reading scrolled past too fast for a busy browser is brought on screen again, as a person
 * going back to it would.
 */
export async function picturesSettled(page: Page) {
  for (const image of await page.locator('img').all()) {
    if (!(await image.evaluate((element: HTMLImageElement) => element.complete))) await image.scrollIntoViewIfNeeded();
  }
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(() => window.scrollTo(0, 0));
}
