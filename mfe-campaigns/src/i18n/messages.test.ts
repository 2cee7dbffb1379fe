import { messages } from './messages';
import compiledEnglish from './compiled/en-CA.json';
import compiledFrench from './compiled/fr-CA.json';
import english from '../../lang/en-CA.json';
import french from '../../lang/fr-CA.json';

const PLACEHOLDERS = /\b(todo|tbd|lorem|ipsum)\b|coming soon|bientôt disponible|à venir/i;

describe('mfe-campaigns messages', () => {
  it('are compiled in both languages, with the same ids', () => {
    expect(Object.keys(compiledFrench).sort()).toEqual(Object.keys(compiledEnglish).sort());
    expect(Object.keys(compiledEnglish).sort()).toEqual(Object.keys(english).sort());
  });

  it('load one language at a time, each from its own chunk', async () => {
    const french = messages['fr-CA'];
    if (typeof french !== 'function') throw new Error('the French messages are not loaded on demand');
    await expect(french()).resolves.toMatchObject({ default: compiledFrench });
  });

  it('contain no placeholder wording in either language', () => {
    expect(JSON.stringify(english)).not.toMatch(PLACEHOLDERS);
    expect(JSON.stringify(french)).not.toMatch(PLACEHOLDERS);
  });
});
