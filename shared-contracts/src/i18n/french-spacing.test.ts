import { withFrenchSpacing } from './french-spacing';

const shown = (text: string) => text.replaceAll('\u00a0', '~');

describe('withFrenchSpacing', () => {
  it('keeps a French amount, its currency and a colon on the line before', () => {
    expect(shown(withFrenchSpacing('Gagnez 7 800 $ : une année d’épicerie', 'fr-CA'))).toBe('Gagnez 7~800~$~: une année d’épicerie');
    expect(shown(withFrenchSpacing('Carte-cadeau de 20 $', 'fr-CA'))).toBe('Carte-cadeau de 20~$');
    expect(shown(withFrenchSpacing('Rabais de 15 %', 'fr-CA'))).toBe('Rabais de 15~%');
  });

  it('keeps guillemets with the words they quote', () => {
    expect(shown(withFrenchSpacing('comme « film » ou « eau »', 'fr-CA'))).toBe('comme «~film~» ou «~eau~»');
  });

  it('leaves other spaces alone: words, and numbers that are not one amount', () => {
    expect(withFrenchSpacing('Donnez 5 fois 25 jours', 'fr-CA')).toBe('Donnez 5 fois 25 jours');
    expect(shown(withFrenchSpacing('1 × 2 2500', 'fr-CA'))).toBe('1 × 2 2500');
  });

  it('changes nothing in English', () => {
    expect(withFrenchSpacing('Win 5 000 $ : now', 'en-CA')).toBe('Win 5 000 $ : now');
  });
});
