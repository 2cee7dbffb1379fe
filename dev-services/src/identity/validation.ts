import type { Messages } from './i18n';

export const EMAIL_MAX = 254;
export const NAME_MAX = 100;
export const PASSWORD_MAX = 1024;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u;

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);
}

/** At least 8 characters, with a letter and a digit. */
export function isValidPassword(value: string): boolean {
  return value.length >= 8 && value.length <= PASSWORD_MAX && /\p{L}/u.test(value) && /\p{Nd}/u.test(value);
}

export type FieldName = 'email' | 'password' | 'givenName' | 'familyName';

/** One message per field, in form order. */
export type FieldErrors = Partial<Record<FieldName, string>>;

export interface SignUpInput {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
}

export function validateSignUp(input: SignUpInput, t: Messages): FieldErrors {
  const errors: FieldErrors = {};
  if (!isValidEmail(input.email)) errors.email = t.invalidEmail;
  if (!isValidPassword(input.password)) errors.password = t.invalidPassword;
  if (!input.givenName) errors.givenName = t.missingGivenName;
  else if (input.givenName.length > NAME_MAX) errors.givenName = t.tooLong(t.givenNameLabel, NAME_MAX);
  if (!input.familyName) errors.familyName = t.missingFamilyName;
  else if (input.familyName.length > NAME_MAX) errors.familyName = t.tooLong(t.familyNameLabel, NAME_MAX);
  return errors;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}
