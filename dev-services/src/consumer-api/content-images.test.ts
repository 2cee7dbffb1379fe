import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { ContentImage } from '@maple/contracts';
import { ARTICLES, CAUSES, INCENTIVES, OFFERS, REWARDS } from './catalogue';
import { createContentImages, IMAGE_ALT_TEXTS, MEDIA_CACHE_CONTROL } from './content-images';
import { GUIDES } from './editorial-content';
import { type TestApi, startTestApi } from './test-support/harness';

const localImages = createContentImages(() => 'http://localhost:8090/media/');

function assertShowable(image: ContentImage | null, what: string) {
  assert.ok(image, `${what} has an image`);
  assert.ok(image.alt.length > 10, `${what} says what its image shows`);
  assert.equal(image.width / image.height, 16 / 9, what);
  assert.deepEqual(
    image.variants.map((variant) => variant.width),
    [400, 800],
    what,
  );
}

describe('content images', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('gives every seeded reward, sample, coupon, cause and article an image, with alt text in English and French', () => {
    const items = [
      ...REWARDS.map((reward) => ['reward', reward.id] as const),
      ...INCENTIVES.map((sample) => ['sample', sample.id] as const),
      ...OFFERS.map((offer) => ['coupon', offer.id] as const),
      ...CAUSES.map((cause) => ['cause', cause.id] as const),
      ...ARTICLES.map((article) => ['article', article.id] as const),
      ...GUIDES.map((guide) => ['article', guide.id] as const),
    ];
    for (const [kind, id] of items) {
      const english = localImages.image(kind, id, 'en-CA');
      const french = localImages.image(kind, id, 'fr-CA');
      assertShowable(english, `${kind} ${id}`);
      assertShowable(french, `${kind} ${id}`);
      assert.notEqual(english?.alt, french?.alt, `${kind} ${id} has its own French alt text`);
    }
  });

  it('has an alt text for every image it has a file for, and a file for every alt text', () => {
    for (const key of Object.keys(IMAGE_ALT_TEXTS)) {
      const [kind, id] = key.split('/') as ['reward', string];
      assert.ok(localImages.image(kind, id, 'en-CA'), key);
    }
  });

  it('keeps every file small: under 30 KB', () => {
    const image = localImages.image('reward', 'GC-CINEPLEX-10', 'en-CA');
    for (const variant of image?.variants ?? []) {
      const name = new URL(variant.url).pathname.split('/').pop() ?? '';
      const file = localImages.file(name);
      assert.ok(file && fs.statSync(file).size < 30 * 1024, name);
    }
  });

  it('has no image for an item it does not know', () => {
    assert.equal(localImages.image('reward', 'NOT-A-REWARD', 'en-CA'), null);
  });

  it('lists the rewards with images the API itself serves, for a year, to any page', async () => {
    const rewards = (await api.call('anonymousRewards', { locale: 'fr-CA' })).body.memberChoiceRewards.choiceRewardWithMemberEligibility;
    const cineplex = rewards.find((reward) => reward.rewardTypeExternalReference === 'GC-CINEPLEX-10');
    assert.equal(cineplex?.image?.alt, 'Une carte-cadeau Cineplex bleue nouée d’un ruban');
    const url = new URL(cineplex?.image?.variants[0]?.url ?? '');
    assert.equal(url.origin, `http://localhost:${new URL(api.url).port}`);
    const response = await fetch(`${api.url}${url.pathname}`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'image/webp');
    assert.equal(response.headers.get('cache-control'), MEDIA_CACHE_CONTROL);
    assert.equal(response.headers.get('cross-origin-resource-policy'), 'cross-origin');
    assert.equal((await response.arrayBuffer()).byteLength, Number(response.headers.get('content-length')));
  });

  it('gives the samples, coupons, causes and articles their images', async () => {
    assertShowable((await api.call('sampleCampaigns')).body.incentives[0]?.image ?? null, 'a sample');
    assertShowable((await api.call('anonymousOffers')).body.offers[0]?.image ?? null, 'a coupon');
    assertShowable((await api.call('causePages')).body.causes[0]?.image ?? null, 'a cause');
    assertShowable((await api.call('library')).body.articles[0]?.image ?? null, 'an article');
    assertShowable((await api.call('articles')).body.articles[0]?.image ?? null, 'a good-news article');
  });

  it('serves nothing else under /media/', async () => {
    for (const pathname of ['/media/manifest.json', '/media/../package.json', '/media/nothing.webp', '/media/']) {
      assert.equal((await fetch(`${api.url}${pathname}`)).status, 404, pathname);
    }
    assert.equal((await fetch(`${api.url}/media/anything`, { method: 'POST' })).status, 404);
  });
});
