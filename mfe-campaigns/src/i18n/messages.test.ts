import { allMessages } from '../testing/render-page';
import { featureMessages, messages } from './messages';
import appEnglish from './compiled/en-CA.json';
import compiledFrench from './compiled/fr-CA.json';
import english from '../../lang/en-CA.json';
import packageJson from '../../package.json';
import french from '../../lang/fr-CA.json';

const PLACEHOLDERS = /\b(todo|tbd|lorem|ipsum)\b|coming soon|bientôt disponible|à venir/i;

describe('mfe-campaigns messages', () => {
  it('are compiled in both languages, with the same ids', () => {
    expect(Object.keys(compiledFrench).sort()).toEqual(Object.keys(appEnglish).sort());
    expect(Object.keys(allMessages['fr-CA']).sort()).toEqual(Object.keys(allMessages['en-CA']).sort());
    expect(Object.keys(allMessages['en-CA']).sort()).toEqual(Object.keys(english).sort());
  });

  it('leave each feature listed apart out of the app’s chunk, in one of its own per language', async () => {
    const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    expect(Object.keys(featureMessages).map(kebab)).toEqual(packageJson.maple.featureMessages);
    for (const [feature, loaders] of Object.entries(featureMessages)) {
      const { default: own } = (await loaders['en-CA']()) as { default: Record<string, unknown> };
      expect(Object.keys(own).length).toBeGreaterThan(0);
      for (const id of Object.keys(own)) {
        expect(id.startsWith(`${feature}.`)).toBe(true);
        expect(appEnglish).not.toHaveProperty([id]);
      }
    }
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
