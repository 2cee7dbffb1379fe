import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { featureOfFile, featureOfId, misplacedMessages, splitByFeature } from './feature-messages.mjs';

describe('featureOfId', () => {
  it('reads the feature folder from the id’s first segment, camelCase to kebab-case', () => {
    assert.equal(featureOfId('siteNavigation.search.heading'), 'site-navigation');
    assert.equal(featureOfId('about.heading'), 'about');
  });
});

describe('featureOfFile', () => {
  it('is the folder under src/features, or null elsewhere', () => {
    assert.equal(featureOfFile('src/features/site-navigation/components/search-page.tsx'), 'site-navigation');
    assert.equal(featureOfFile('src/components/query-link.tsx'), null);
  });
});

describe('splitByFeature', () => {
  it('keeps the app’s messages together and gives each listed feature its own, empty when it has none', () => {
    const compiled = {
      'home.heading': [{ type: 0, value: 'Home' }],
      'about.heading': [{ type: 0, value: 'About' }],
      'support.chat': [{ type: 0, value: 'Chat' }],
    };
    assert.deepEqual(splitByFeature(compiled, ['about', 'stories']), {
      main: { 'home.heading': compiled['home.heading'], 'support.chat': compiled['support.chat'] },
      byFeature: { about: { 'about.heading': compiled['about.heading'] }, stories: {} },
    });
  });
});

describe('misplacedMessages', () => {
  it('accepts each message in the chunk of the folder it is defined in', () => {
    const extracted = {
      'about.heading': { file: 'src/features/about/components/about-page.tsx' },
      'home.heading': { file: 'src/features/home/components/home-page.tsx' },
      'common.back': { file: 'src/components/back-link.tsx' },
    };
    assert.deepEqual(misplacedMessages(extracted, ['about']), []);
  });

  it('names a message of a listed feature whose id names another, and one named after it but defined elsewhere', () => {
    const extracted = {
      'home.teaser': { file: 'src/features/about/components/about-page.tsx' },
      'about.link': { file: 'src/features/home/components/home-page.tsx' },
    };
    assert.deepEqual(misplacedMessages(extracted, ['about']), [
      "home.teaser (in src/features/about/components/about-page.tsx) must start with the feature's name, about",
      'about.link (in src/features/home/components/home-page.tsx) must be defined in src/features/about/',
    ]);
  });
});
