import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isDecoratedPredictableWord } from './predictable-words';

describe('a predictable word decorated with digits and symbols', () => {
  it('is the country, a province or territory, a city or the site’s name with a year and a symbol', () => {
    for (const password of ['Canada2026!', 'Ontario2026#', 'Nunavut1999?', 'Mississauga2024!', 'MapleRewards2026!', 'Erable2026!']) {
      assert.equal(isDecoratedPredictableWord(password), true, password);
    }
  });

  it('is the same word before the digits, between them or after them', () => {
    for (const password of ['2026Canada!', 'Canada!2026', '!Canada2026', '12Canada34!']) {
      assert.equal(isDecoratedPredictableWord(password), true, password);
    }
  });

  it('reads French names without their accents, hyphens or spaces', () => {
    for (const password of ['Québec2026!', 'Montréal2025!', 'Colombie-Britannique1!', 'Trois-Rivières 2026 !', 'Île-du-Prince-Édouard7$']) {
      assert.equal(isDecoratedPredictableWord(password), true, password);
    }
  });

  it('sees through look-alike letters', () => {
    for (const password of ['C@nada2026!', 'T0r0nt0#2026', 'V4ncouver99!', 'Ha1ifax2026!']) {
      assert.equal(isDecoratedPredictableWord(password), true, password);
    }
  });

  it('is two predictable words end to end, or one twice', () => {
    for (const password of ['TorontoOttawa26!', 'CanadaCanada2026!', 'BritishColumbia2026!']) {
      assert.equal(isDecoratedPredictableWord(password), true, password);
    }
  });

  it('is not a place among other words, a long number, or no place at all', () => {
    for (const password of [
      'Toronto-Kettle-Marmot-88!',
      'Canada84619273!',
      'Harbour-Seal-Lighthouse',
      'Canoe-Lantern-1867',
      '20262026!!',
    ]) {
      assert.equal(isDecoratedPredictableWord(password), false, password);
    }
  });
});
