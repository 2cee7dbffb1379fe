import { type KitLocale, kitLocale } from '../i18n/kit-locale';
import { validationMessages } from '../i18n/validation-messages';
import { useKitLocale } from '../i18n/use-kit-locale';

/**
 * The parts of a failed validation check the kit reads: the shape of a zod 4 issue (`zod` and
 * `zod/mini`), written out here so the kit does not depend on zod.
 */
interface ValidationIssue {
  readonly code: string;
  readonly input?: unknown;
  readonly origin?: string;
  readonly expected?: string;
  readonly format?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly divisor?: number | bigint;
}

/** An error map: a failed check in, a message out (`undefined` leaves the check's own message). */
type ValidationErrorMap = (issue: ValidationIssue) => string | undefined;

const isEmpty = (input: unknown) => input === undefined || input === null || input === '';

/**
 * Clear, localized messages for zod's failed checks, for forms whose schema (from contracts)
 * carries no words of its own: pass it to the resolver,
 * `zodResolver(schema, { error: validationErrorMap(locale) })`. A message written in the schema
 * itself (`z.refine(…, { error: '…' })`) still wins.
 */
export function validationErrorMap(locale: KitLocale | string): ValidationErrorMap {
  const language = kitLocale(locale);
  const v = validationMessages[language];
  const number = new Intl.NumberFormat(language);
  const count = (value: number | bigint | undefined) => Number(value ?? 0);
  return (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        if (isEmpty(issue.input)) return v.required;
        if (issue.expected === 'int') return v.wholeNumber;
        if (issue.expected === 'number' || issue.expected === 'bigint') return v.number;
        return v.invalid;
      case 'too_small': {
        const min = count(issue.minimum);
        if (issue.origin === 'string') return min <= 1 ? v.required : v.tooShort(min, number.format(min));
        if (issue.origin === 'array' || issue.origin === 'set') return v.chooseAtLeast(min, number.format(min));
        if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') return v.tooSmall(number.format(min));
        return v.invalid;
      }
      case 'too_big': {
        const max = count(issue.maximum);
        if (issue.origin === 'string') return v.tooLong(max, number.format(max));
        if (issue.origin === 'array' || issue.origin === 'set') return v.chooseAtMost(max, number.format(max));
        if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') return v.tooBig(number.format(max));
        return v.invalid;
      }
      case 'invalid_format':
        if (isEmpty(issue.input)) return v.required;
        if (issue.format === 'email') return v.email;
        if (issue.format === 'url') return v.url;
        if (issue.format === 'date' || issue.format === 'datetime' || issue.format === 'time') return v.date;
        return v.format;
      case 'invalid_value':
        return isEmpty(issue.input) ? v.chooseOne : v.invalid;
      case 'not_multiple_of':
        return count(issue.divisor) === 1 ? v.wholeNumber : v.invalid;
      case 'custom':
        return undefined;
      default:
        return v.invalid;
    }
  };
}

/** {@link validationErrorMap} in the page's language. */
export function useValidationErrorMap(): ValidationErrorMap {
  return validationErrorMap(useKitLocale());
}
