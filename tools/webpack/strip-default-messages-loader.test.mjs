import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';

const { stripDefaultMessages } = createRequire(import.meta.url)('./strip-default-messages-loader.cjs');

describe('stripDefaultMessages', () => {
  it('removes the default message of a descriptor, on one line or two, keeping its id and the rest', () => {
    const source = `const messages = defineMessages({
  intro: {
    id: 'home.intro',
    defaultMessage:
      'Maple Rewards is the rewards program: earn points, get rewarded and give back.',
  },
  join: { id: 'home.join', defaultMessage: "Join Maple Rewards", description: 'The hero button' },
  skip: intl.formatMessage({ id: 'shell.skipLink', defaultMessage: 'Skip to main content' }),
});`;
    const stripped = stripDefaultMessages(source);
    assert.doesNotMatch(stripped, /defaultMessage|Maple Rewards is|Join Maple|Skip to/);
    assert.match(stripped, /id: 'home\.intro',/);
    assert.match(stripped, /id: 'home\.join',\s+description: 'The hero button' \}/);
    assert.match(stripped, /formatMessage\(\{ id: 'shell\.skipLink', \}\)/);
  });

  it('keeps quotes inside a message from ending it early, and leaves types alone', () => {
    const source = `type Message = { id: string; defaultMessage: string };
const a = { id: 'a', defaultMessage: 'It\\'s {count, plural, one {# point} other {# points}}' };`;
    assert.equal(
      stripDefaultMessages(source),
      `type Message = { id: string; defaultMessage: string };
const a = { id: 'a', };`,
    );
  });
});
