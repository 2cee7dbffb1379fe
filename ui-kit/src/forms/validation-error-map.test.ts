import * as z from 'zod/mini';
import { validationErrorMap } from './validation-error-map';

function messageFor(schema: z.ZodMiniType, input: unknown, locale = 'en-CA') {
  const result = schema.safeParse(input, { error: validationErrorMap(locale) });
  if (result.success) throw new Error('expected the check to fail');
  return result.error.issues[0]?.message;
}

describe('validationErrorMap', () => {
  it('asks for a missing answer', () => {
    expect(messageFor(z.string(), undefined)).toBe('Fill in this field.');
    expect(messageFor(z.string().check(z.minLength(1)), '')).toBe('Fill in this field.');
    expect(messageFor(z.email(), '')).toBe('Fill in this field.');
    expect(messageFor(z.enum(['QC', 'ON']), '')).toBe('Choose an answer.');
  });

  it('says how long a text must be', () => {
    expect(messageFor(z.string().check(z.minLength(8)), 'short')).toBe('Enter at least 8 characters.');
    expect(messageFor(z.string().check(z.maxLength(1000)), 'x'.repeat(1001))).toBe('Enter no more than 1,000 characters.');
    expect(messageFor(z.string().check(z.maxLength(1000)), 'x'.repeat(1001), 'fr-CA')).toMatch(
      /^Entrez au plus 1[\u00a0\u202f]000 caractères\.$/,
    );
  });

  it('says which numbers fit', () => {
    expect(messageFor(z.number(), 'twelve')).toBe('Enter a number.');
    expect(messageFor(z.int(), 1.5)).toBe('Enter a whole number.');
    expect(messageFor(z.number().check(z.gte(18)), 16)).toBe('Enter a number of at least 18.');
    expect(messageFor(z.number().check(z.lte(5)), 6, 'fr-CA')).toBe('Entrez un nombre d’au plus 5.');
  });

  it('says how many answers to choose', () => {
    expect(messageFor(z.array(z.string()).check(z.minLength(2)), ['a'])).toBe('Choose at least 2 answers.');
    expect(messageFor(z.array(z.string()).check(z.maxLength(1)), ['a', 'b'])).toBe('Choose only one answer.');
  });

  it('shows what a well-formed answer looks like', () => {
    expect(messageFor(z.email(), 'ana@')).toBe('Enter an email address like name@example.com.');
    expect(messageFor(z.url(), 'maple')).toBe('Enter a web address starting with https://.');
    expect(messageFor(z.string().check(z.regex(/^[A-Z]\d[A-Z] ?\d[A-Z]\d$/)), 'H0H')).toBe('Check the format of this answer.');
    expect(messageFor(z.email(), 'ana@', 'fr-CA')).toBe('Entrez une adresse courriel comme nom@exemple.com.');
  });

  it('leaves the message a schema writes for its own check', () => {
    const adult = z.number().check(z.refine((age) => age >= 18, { error: 'Members must be 18 or older.' }));
    expect(messageFor(adult, 12)).toBe('Members must be 18 or older.');
  });
});
