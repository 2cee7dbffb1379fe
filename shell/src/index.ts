// The document's own styles, linked in the page's head (extracted by the build).
import './document.css';
import { yieldToBrowser } from './lib/yield-to-browser';

// The asynchronous boundary lets the federation runtime set up shared modules before any of the
// shell's code asks for React; the task it starts in is not the one the runtime's own start-up ran in.
yieldToBrowser()
  .then(() => import('./app/boot'))
  .then(({ boot }) => boot())
  .catch((error: unknown) => {
    console.error('[shell] failed to start', error);
  });
