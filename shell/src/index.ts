// The document's own styles, linked in the page's head (extracted by the build).
import './document.css';
import { yieldToBrowser } from '@maple/platform/tasks';

// The first use of Intl.NumberFormat or Intl.DateTimeFormat builds the engine's lists of locales
// (25 to 50 ms here, a long task four times that on a phone), which react-intl's provider asks
// for. Every thread of the page's process shares those lists: a worker builds them (public/
// intl-warm-up.js) while the chrome's chunks download, and the page's own thread finds them made.
try {
  new Worker('/intl-warm-up.js');
} catch {
  // No worker (a policy refusing it): the page's thread builds the lists when it first needs them.
}

// The asynchronous boundary lets the federation runtime set up shared modules before any of the
// shell's code asks for React; the task it starts in is not the one the runtime's own start-up ran in.
// React's DOM renderer is evaluated in a task of its own (about 30 ms on a phone), then the chrome's code.
yieldToBrowser()
  .then(() => import('react-dom/client'))
  .then(yieldToBrowser)
  .then(() => import('./app/boot'))
  .then(({ boot }) => boot())
  .catch((error: unknown) => {
    console.error('[shell] failed to start', error);
  });
