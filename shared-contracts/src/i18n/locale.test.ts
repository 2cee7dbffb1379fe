import { isLocale, languageOf, localeFromPath, otherLocale } from './locale';

describe('locale helpers', () => {
  it('reads French from the /fr prefix only', () => {
    expect(localeFromPath('/fr')).toBe('fr-CA');
    expect(localeFromPath('/fr/aide')).toBe('fr-CA');
    expect(localeFromPath('/french-toast')).toBe('en-CA');
    expect(localeFromPath('/')).toBe('en-CA');
  });

  it('names the other language and the short code', () => {
    expect(otherLocale('en-CA')).toBe('fr-CA');
    expect(otherLocale('fr-CA')).toBe('en-CA');
    expect(languageOf('fr-CA')).toBe('fr');
  });

  it('recognises only the site’s locales', () => {
    expect(isLocale('fr-CA')).toBe(true);
    expect(isLocale('fr-FR')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
