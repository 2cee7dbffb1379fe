// jose and oauth4webapi (the session) need TextEncoder, which jsdom does not provide.
const util = require('node:util');
// jsdom has no modal <dialog> (showModal, Escape, inertness): the kit's stand-in provides it.
const { installDialogPolyfill } = require('../../ui-kit/src/testing/install-dialog-polyfill.ts');

Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
require('@testing-library/jest-dom');

if (typeof window !== 'undefined') installDialogPolyfill(window);

// findBy… and waitFor end as soon as what they wait for shows; their 1 s default is too short
// on a loaded 2-core machine (a reward dialog took longer at a load of 15), so they wait 5 s.
if (typeof window !== 'undefined') require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
