// react-router 7 needs TextEncoder, which jsdom does not provide.
const util = require('node:util');
// jsdom has no modal <dialog> (showModal, Escape, inertness): the kit's stand-in provides it.
const { installDialogPolyfill } = require('../../ui-kit/src/testing/install-dialog-polyfill.ts');

Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
require('@testing-library/jest-dom');

if (typeof window !== 'undefined') installDialogPolyfill(window);
