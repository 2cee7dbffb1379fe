import { messagesFor } from './i18n';
import { checkPassword, type PasswordContext } from './password-policy';
import type { IdentityLocale } from './types';

export const EMAIL_MAX = 254;
export const NAME_MAX = 100;
export { PASSWORD_MAX } from './password-policy';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u;

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);
}

/** The message a refused password gets in the page's language, or undefined when the password is good. */
export function passwordProblem(password: string, locale: IdentityLocale, context: PasswordContext = {}): string | undefined {
  const verdict = checkPassword(password, locale, context);
  if (verdict.ok) return undefined;
  const t = messagesFor(locale);
  if (verdict.reason === 'length') return t.invalidPassword;
  return verdict.reason === 'predictable' ? t.predictablePassword : t.guessablePassword(verdict.advice);
}

export type FieldName = 'email' | 'password' | 'givenName' | 'familyName';

/** One message per field, in form order. */
export type FieldErrors = Partial<Record<FieldName, string>>;

interface SignUpInput {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
}

export function validateSignUp(input: SignUpInput, locale: IdentityLocale): FieldErrors {
  const t = messagesFor(locale);
  const errors: FieldErrors = {};
  if (!isValidEmail(input.email)) errors.email = t.invalidEmail;
  const password = passwordProblem(input.password, locale, input);
  if (password) errors.password = password;
  if (!input.givenName) errors.givenName = t.missingGivenName;
  else if (input.givenName.length > NAME_MAX) errors.givenName = t.tooLong(t.givenNameLabel, NAME_MAX);
  if (!input.familyName) errors.familyName = t.missingFamilyName;
  else if (input.familyName.length > NAME_MAX) errors.familyName = t.tooLong(t.familyNameLabel, NAME_MAX);
  return errors;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}
