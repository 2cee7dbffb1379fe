import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { frenchColonProblems } from './french-typography.mjs';

const message = (defaultMessage) => ({ defaultMessage });

describe('frenchColonProblems', () => {
  it('accepts a colon after a non-breaking space, or a narrow one', () => {
    assert.deepEqual(frenchColonProblems({ a: message('Coût\u00a0: {points}'), b: message('Code\u202f: 1000') }), []);
  });

  it('names a message whose colon follows a word or an ordinary space', () => {
    assert.deepEqual(
      frenchColonProblems({ glued: message('Coût: {points}'), spaced: message('Coût : {points}'), fine: message('Coût\u00a0:') }),
      ['glued', 'spaced'],
    );
  });

  it('leaves alone a time of day and a web address', () => {
    assert.deepEqual(frenchColonProblems({ time: message('Ouvert dès 9:30'), link: message('Voir https://example.ca') }), []);
  });
});
