import { kitLocale } from './kit-locale';
import { type KitMessages, kitMessages } from './kit-messages';
import { validationMessages } from './validation-messages';

/** Every leaf of a dictionary, as [path, text]; functions are called with sample arguments. */
function leaves(messages: object, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') return [[path, value]];
    if (typeof value === 'function') return [[path, String((value as (...args: unknown[]) => unknown)(2, '2', 'one'))]];
    return leaves(value as object, path);
  });
}

describe('the kit’s own words', () => {
  const english = [...leaves(kitMessages['en-CA']), ...leaves(validationMessages['en-CA'], 'validation')];
  const french = [...leaves(kitMessages['fr-CA']), ...leaves(validationMessages['fr-CA'], 'validation')];

  it('exist in French for every English one, and none is empty', () => {
    expect(french.map(([path]) => path)).toEqual(english.map(([path]) => path));
    for (const [path, text] of [...english, ...french]) expect({ path, empty: text.trim() === '' }).toEqual({ path, empty: false });
  });

  it('are translated, not copied, apart from words both languages share', () => {
    const shared = new Set(['tone.info', 'pointsUnit']);
    const copied = english.filter(([path, text], index) => !shared.has(path) && french[index]?.[1] === text).map(([path]) => path);
    expect(copied).toEqual([]);
  });

  it('follow French typography: a non-breaking space before every colon', () => {
    const fr: KitMessages = kitMessages['fr-CA'];
    expect(fr.errorPrefix).toBe('Erreur\u00a0:');
    expect(fr.tone.warning).toBe('Avertissement\u00a0:');
    // A web address's colon (https://) is not one of French typography's.
    const colonsWithoutTheirSpace = french.filter(([, text]) => /(^|[^\u00a0\u202f]):(?!\/\/)/.test(text)).map(([path]) => path);
    expect(colonsWithoutTheirSpace).toEqual([]);
  });

  it('are picked by language, French for any French locale', () => {
    expect(kitLocale('fr')).toBe('fr-CA');
    expect(kitLocale('fr-FR')).toBe('fr-CA');
    expect(kitLocale('en-CA')).toBe('en-CA');
    expect(kitLocale(undefined)).toBe('en-CA');
  });
});
