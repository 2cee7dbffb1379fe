import { messages } from './messages';
import english from '../../lang/en-CA.json';
import french from '../../lang/fr-CA.json';

const PLACEHOLDERS = /\b(todo|tbd|lorem|ipsum)\b|coming soon|bientôt disponible|à venir/i;

describe('mfe-campaigns messages', () => {
  it('are compiled in both languages, with the same ids', () => {
    expect(Object.keys(messages['fr-CA']).sort()).toEqual(Object.keys(messages['en-CA']).sort());
    expect(Object.keys(messages['en-CA']).sort()).toEqual(Object.keys(english).sort());
  });

  it('contain no placeholder wording in either language', () => {
    expect(JSON.stringify(english)).not.toMatch(PLACEHOLDERS);
    expect(JSON.stringify(french)).not.toMatch(PLACEHOLDERS);
  });
});
