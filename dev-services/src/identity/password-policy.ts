import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import * as fr from '@zxcvbn-ts/language-fr';
import { isDecoratedPredictableWord } from './predictable-words';
import type { IdentityLocale } from './types';

const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 1024;

/**
 * The zxcvbn score a password needs (0 to 4): 3 is "safely unguessable", about 10^8 guesses
 * or more. Scores come from zxcvbn-ts with its lists of common and breached passwords and
 * the English and French dictionaries (words, names, Wikipedia), whatever the page language.
 */
const PASSWORD_MIN_SCORE = 3;

/** Words of this site a password should not lean on. */
const SITE_WORDS = ['maple', 'rewards', 'maplerewards', 'erable', 'érable', 'recompenses', 'récompenses'];

/** Why a password is refused, with zxcvbn's own advice in the page's language when it has some. */
type PasswordVerdict =
  { readonly ok: true } | { readonly ok: false; readonly reason: 'length' | 'guessable' | 'predictable'; readonly advice?: string };

/** What the password must not be built from: the member's email address and names. */
export interface PasswordContext {
  readonly email?: string;
  readonly givenName?: string;
  readonly familyName?: string;
}

const dictionary = { ...common.dictionary, ...en.dictionary, ...fr.dictionary };
const factories: Partial<Record<IdentityLocale, ZxcvbnFactory>> = {};

function zxcvbnFor(locale: IdentityLocale): ZxcvbnFactory {
  // Built on first use (about 150 ms each): the dictionaries are large.
  factories[locale] ??= new ZxcvbnFactory({
    dictionary,
    graphs: common.adjacencyGraphs,
    translations: locale === 'fr-CA' ? fr.translations : en.translations,
  });
  return factories[locale];
}

/**
 * The password rule of every form and of the change-password call: 8 to 1024 characters, and
 * not guessable: not a common or breached password, nor a word, name, date or keyboard
 * pattern with a few changes, nor built from the member's own email or names, nor a place,
 * the country or the site's name decorated with a year, digits and symbols ("Canada2026!").
 */
export function checkPassword(password: string, locale: IdentityLocale, context: PasswordContext = {}): PasswordVerdict {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return { ok: false, reason: 'length' };
  // zxcvbn scores "Canada2026!" as three parts, each its own search: the pattern has its own rule.
  if (isDecoratedPredictableWord(password.slice(0, 100))) return { ok: false, reason: 'predictable' };
  const emailParts = (context.email ?? '').toLowerCase().split(/[@.+_-]/);
  const userInputs = [...SITE_WORDS, context.email ?? '', ...emailParts, context.givenName ?? '', context.familyName ?? ''].filter(
    (input) => input.length >= 3,
  );
  // Built from the member's own address (zxcvbn does not always see it through separators).
  const compact = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  const localPart = compact((context.email ?? '').split('@')[0] ?? '');
  if (localPart.length >= 4 && compact(password).includes(localPart)) {
    const translations = locale === 'fr-CA' ? fr.translations : en.translations;
    return { ok: false, reason: 'guessable', advice: translations.warnings.userInputs };
  }
  // zxcvbn's time grows with length; past 100 characters the start decides.
  const result = zxcvbnFor(locale).check(password.slice(0, 100), userInputs);
  if (result.score >= PASSWORD_MIN_SCORE) return { ok: true };
  const advice = result.feedback.warning ?? undefined;
  return advice ? { ok: false, reason: 'guessable', advice } : { ok: false, reason: 'guessable' };
}
