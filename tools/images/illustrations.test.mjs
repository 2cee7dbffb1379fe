import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiImages, landingImages } from './content-images.mjs';
import { stemOf } from './generate-content-images.mjs';
import { FRAMES, renderScene, shade, SUBJECT_NAMES } from './illustrations.mjs';

describe('renderScene', () => {
  it('draws a card at 16:9 and a banner at 2:1', () => {
    const cardSvg = renderScene({ frame: 'card', backdrop: { from: '#ffffff', to: '#000000' }, items: [] });
    const bannerSvg = renderScene({ frame: 'banner', backdrop: { from: '#ffffff', to: '#000000' }, items: [] });
    assert.match(cardSvg, /^<svg [^>]*width="800" height="450" viewBox="0 0 800 450">/);
    assert.match(bannerSvg, /width="1280" height="640"/);
  });

  it('draws every subject it names', () => {
    // Every parameter any subject reads: each takes the ones it needs.
    const parameters = {
      color: '#123456',
      accent: '#654321',
      brand: 'Brand',
      shape: 'bottle',
      kind: 'books',
      colors: ['#111111', '#222222', '#333333'],
      skin: '#e8b98f',
    };
    for (const subject of SUBJECT_NAMES) {
      const svg = renderScene({
        frame: 'card',
        backdrop: { from: '#ffffff', to: '#000000' },
        items: [{ subject, x: 0.5, y: 0.5, ...parameters }],
      });
      assert.doesNotMatch(svg, /undefined|NaN/, subject);
    }
  });

  it('escapes the text a drawing writes', () => {
    const svg = renderScene({
      frame: 'card',
      backdrop: { from: '#ffffff', to: '#000000' },
      items: [{ subject: 'giftCard', x: 0.5, y: 0.5, brand: 'A & B <C>', color: '#123456', accent: '#654321' }],
    });
    assert.match(svg, />A &amp; B &lt;C&gt;</);
  });

  it('refuses a subject or a frame it does not know', () => {
    assert.throws(
      () => renderScene({ frame: 'card', backdrop: { from: '#fff', to: '#000' }, items: [{ subject: 'unicorn', x: 0, y: 0 }] }),
      /unicorn/,
    );
    assert.throws(() => renderScene({ frame: 'poster', backdrop: { from: '#fff', to: '#000' }, items: [] }), /poster/);
  });
});

describe('the content images', () => {
  it('each renders without a missing value', () => {
    for (const [key, scene] of Object.entries({ ...apiImages, ...landingImages })) {
      assert.ok(FRAMES[scene.frame], key);
      assert.doesNotMatch(renderScene(scene), /undefined|NaN/, key);
    }
  });

  it('are named by kind and id in lower case', () => {
    assert.equal(stemOf('reward/GC-CINEPLEX-10'), 'reward-gc-cineplex-10');
    assert.ok(Object.keys(apiImages).every((key) => /^(reward|sample|coupon|cause|article)\//.test(key)));
  });
});

describe('shade', () => {
  it('mixes a colour towards white or black', () => {
    assert.equal(shade('#000000', 0.5), '#808080');
    assert.equal(shade('#ffffff', -1), '#000000');
  });
});
