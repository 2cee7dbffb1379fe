// What a remote may not do to reach the shell (docs/decisions/053): reload the page, touch the
// shell's storage keys, or read the shell's deployment files. It asks through the site
// commands of its mount props instead, and gets its settings there. The keys are read from the
// shell's own sources, so the rule follows them when they change.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require('../lib/require-ts.cjs');

/** @type {typeof import('../../shell/src/features/session/services/session-keys')} */
const sessionKeys = require('../../shell/src/features/session/services/session-keys.ts');
/** @type {typeof import('../../shell/src/features/consent/services/consent')} */
const consent = require('../../shell/src/features/consent/services/consent.ts');
/** @type {typeof import('../../shell/src/features/composition/services/release-choice')} */
const releaseChoice = require('../../shell/src/features/composition/services/release-choice.ts');
/** @type {typeof import('../../shared-contracts/src/domain/basket-keys')} */
const basket = require('../../shared-contracts/src/domain/basket-keys.ts');

// The baskets' keys are the contracts' (mfe-coupons keeps its baskets under them, the shell removes them at sign-out), not the shell's.
const contractKeys = new Set([basket.COUPON_BASKET_KEY, basket.SAMPLE_BASKET_KEY]);

/**
 * The local-storage keys only the shell may read or write: the session's, the ended session's
 * notice, the cookie choice and the visitor's releases (decision 057).
 */
export const shellStorageKeys = [
  ...Object.values(sessionKeys.SESSION_KEYS),
  sessionKeys.SESSION_ENDED_KEY,
  consent.CONSENT_KEY,
  releaseChoice.RELEASE_BUCKET_KEY,
  releaseChoice.RELEASE_CHOICES_KEY,
].filter((key) => !contractKeys.has(key));

/** The files the shell reads at start, beside itself. */
export const shellFiles = ['/config.json', '/composition.json'];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const oneOf = (values) => `/^(?:${values.map(escape).join('|')})$/`;
// A plain word ('profile', 'counts') is the shell's only as a storage key; a compound name
// ('sessionToken', 'cookieConsent') is the shell's wherever it is written.
const compoundKeys = shellStorageKeys.filter((key) => /[A-Z0-9_]/.test(key));
const plainKeys = shellStorageKeys.filter((key) => !compoundKeys.includes(key));

const storageMessage =
  'A remote never touches the shell’s storage keys: ask the shell through the site commands of the mount props (endSession, acceptAllCookies…), decision 053.';
const filesMessage = 'A remote reads none of the shell’s files: its own settings come in its mount props (`settings`), decision 053.';
const reloadMessage =
  'A remote never reloads the page to make the shell read something again: ask it through the site commands (refreshMember…), decision 053.';

/** `no-restricted-syntax` entries for a remote's files. */
export const remoteRestrictedSyntax = [
  {
    selector: `CallExpression[callee.property.name=/^(?:getItem|setItem|removeItem)$/][arguments.0.value=${oneOf(plainKeys)}]`,
    message: storageMessage,
  },
  { selector: `Literal[value=${oneOf(compoundKeys)}]`, message: storageMessage },
  { selector: `TemplateElement[value.raw=${oneOf(compoundKeys)}]`, message: storageMessage },
  { selector: `Literal[value=/^(?:${shellFiles.map(escape).join('|')})(?:[?#]|$)/]`, message: filesMessage },
  { selector: `TemplateElement[value.raw=/^(?:${shellFiles.map(escape).join('|')})(?:[?#]|$)/]`, message: filesMessage },
  // `window.location.reload` (or `document.`, `globalThis.`), called or handed around: the bare
  // `location.reload` is `no-restricted-properties`' below.
  {
    selector: "MemberExpression[property.name='reload'][object.type='MemberExpression'][object.property.name='location']",
    message: reloadMessage,
  },
];

/** `no-restricted-properties` entries for a remote's files. */
export const remoteRestrictedProperties = [{ object: 'location', property: 'reload', message: reloadMessage }];
