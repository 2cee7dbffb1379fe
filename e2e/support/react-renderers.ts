import type { Page } from '@playwright/test';

/**
 * Installs a stand-in for the React DevTools hook before any script runs. Every copy of
 * react-dom registers its renderer with this hook, so the count is the number of Reacts.
 */
export async function countReactRenderers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers: { version: string }[] = [];
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        renderers: new Map(),
        supportsFiber: true,
        isDisabled: false,
        inject(renderer: { version: string }) {
          renderers.push(renderer);
          return renderers.length;
        },
        checkDCE() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onScheduleFiberRoot() {},
        setStrictMode() {},
      },
      __mapleReactRenderers: renderers,
    });
  });
}

/** The React versions whose renderers registered so far. */
export function reactRendererVersions(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window as unknown as { __mapleReactRenderers: { version: string }[] }).__mapleReactRenderers.map((r) => r.version),
  );
}
