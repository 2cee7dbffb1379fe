// The document's own styles, linked in the page's head (extracted by the build).
import './document.css';
import { yieldToBrowser } from '@maple/platform/tasks';

// The first use of Intl builds the engine's list of locales (about 25 ms on a desktop, four times
// that on a phone): done now, in a task of its own while the chrome's chunks download, rather than
// in the chrome's first render, where react-intl's provider asks for it. Date formats have a list
// of their own (another 3 to 5 ms), which the provider asks for too: a task of its own as well.
const pageLocale = document.documentElement.lang || 'en-CA';
setTimeout(() => Intl.NumberFormat.supportedLocalesOf(pageLocale), 0);
setTimeout(() => Intl.DateTimeFormat.supportedLocalesOf(pageLocale), 0);

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
