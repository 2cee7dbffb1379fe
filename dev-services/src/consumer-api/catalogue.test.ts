import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { OFFER_CHANNELS, REWARD_TYPES } from '@maple/contracts';
import { CAUSES, SEED_VERSION, SURVEYS } from './catalogue';
import { seedVersion } from './database';
import { type TestApi, startTestApi } from './test-support/harness';

describe('the reward catalogue', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('has rewards of every type', async () => {
    const rewards = (await api.call('anonymousRewards')).body.memberChoiceRewards.choiceRewardWithMemberEligibility;
    assert.deepEqual([...new Set(rewards.map((reward) => reward.rewardType))].sort(), [...REWARD_TYPES].sort());
  });

  it('has cause donations for several causes, each a code of the spec', async () => {
    const rewards = (await api.call('anonymousRewards')).body.memberChoiceRewards.choiceRewardWithMemberEligibility;
    const causes = rewards.filter((reward) => reward.rewardType === 'CAUSE_DONATION').map((reward) => reward.customFields.Charity_ID);
    assert.ok(causes.length >= 3);
    for (const cause of causes)
      assert.ok(
        CAUSES.some((known) => known.id === cause),
        String(cause),
      );
  });

  it('shows one reward Unavailable and one with no inventory left', async () => {
    const rewards = (await api.call('anonymousRewards')).body.memberChoiceRewards.choiceRewardWithMemberEligibility;
    assert.equal(
      rewards.find((reward) => reward.rewardTypeExternalReference === 'GC-SHOPPERS-20')?.customFields.Reward_Status,
      'Unavailable',
    );
    assert.equal(rewards.find((reward) => reward.rewardTypeExternalReference === 'GC-INDIGO-25')?.inventoryIsAvailable, false);
    assert.equal(rewards.filter((reward) => !reward.inventoryIsAvailable).length, 1);
  });

  it('fills the custom fields from the English or the French columns by the locale header', async () => {
    const find = async (locale: string) =>
      (await api.call('anonymousRewards', { locale })).body.memberChoiceRewards.choiceRewardWithMemberEligibility.find(
        (reward) => reward.rewardTypeExternalReference === 'GC-CINEPLEX-10',
      );
    const english = await find('en-CA');
    const french = await find('fr-CA');
    assert.equal(english?.customFields.Reward_Detail, '$10 Cineplex gift card');
    assert.equal(french?.customFields.Reward_Detail, 'Carte-cadeau Cineplex de 10 $');
    assert.equal(english?.customFields.Reward_Type, 'Gift card');
    assert.equal(french?.customFields.Reward_Type, 'Carte-cadeau');
    assert.match(french?.customFields.Reward_Rules ?? '', /courriel/);
    assert.equal(french?.pointCost, english?.pointCost);
    assert.equal(french?.customFields.Reward_Status, 'Available', 'the status stays a code in both languages');
  });

  it('stores the custom fields as English and French columns', () => {
    const columns = api.server.db
      .prepare<[], { name: string }>("SELECT name FROM pragma_table_info('rewards')")
      .all()
      .map((column) => column.name);
    for (const field of ['Reward_Detail', 'Reward_Type', 'Charity_ID', 'Reward_Status', 'Reward_Rules', 'Other_Details']) {
      assert.ok(columns.includes(field) && columns.includes(`${field}_FR`), field);
    }
  });

  it('makes nothing eligible for a visitor, and available rewards eligible for an enrolled member', async () => {
    const anonymous = (await api.call('anonymousRewards')).body.memberChoiceRewards.choiceRewardWithMemberEligibility;
    assert.ok(anonymous.every((reward) => reward.memberEligibility === 0));
    const { token } = await api.member('aria');
    const mine = (await api.call('rewards', { token })).body.memberChoiceRewards.choiceRewardWithMemberEligibility;
    assert.equal(mine.find((reward) => reward.rewardTypeExternalReference === 'GC-CINEPLEX-10')?.memberEligibility, 1);
    assert.equal(mine.find((reward) => reward.rewardTypeExternalReference === 'GC-SHOPPERS-20')?.memberEligibility, 0);
  });
});

describe('the content', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('has the three onboarding surveys 1275, 1276 and 1277, and beauty, home, hair care and oral care surveys worth 50 or 100', async () => {
    const { surveys } = (await api.call('surveys')).body;
    assert.deepEqual(
      surveys.filter((survey) => survey.onboarding).map((survey) => survey.surveyId),
      [1275, 1276, 1277],
    );
    for (const key of ['beauty', 'home', 'hairCare', 'oralCare'])
      assert.ok(
        surveys.some((survey) => survey.key === key),
        key,
      );
    assert.ok(surveys.every((survey) => survey.points === 50 || survey.points === 100));
  });

  it('has the six quizzes', async () => {
    const { quizzes } = (await api.call('quizzes')).body;
    assert.deepEqual(
      quizzes.map((quiz) => quiz.quizId),
      ['black-history', 'giving', 'sustainability', 'water', 'activist', 'hand-washing'],
    );
  });

  it('has good-news articles in both languages, newest first', async () => {
    const english = (await api.call('articles')).body.articles;
    const french = (await api.call('articles', { locale: 'fr-CA' })).body.articles;
    assert.ok(english.length >= 3);
    assert.deepEqual(
      english.map((article) => article.articleId),
      french.map((article) => article.articleId),
    );
    assert.notEqual(english[0]?.title, french[0]?.title);
    assert.ok(english.every((article, index) => index === 0 || article.publishedAt <= (english[index - 1]?.publishedAt ?? '')));
  });

  it('has coupons for every channel; members also see the members-only ones', async () => {
    const { token } = await api.member('bruno');
    const anonymous = (await api.call('anonymousOffers')).body.offers;
    const members = (await api.call('memberOffers', { token })).body.offers;
    assert.deepEqual([...new Set(members.map((offer) => offer.channel))].sort(), [...OFFER_CHANNELS].sort());
    assert.ok(members.length > anonymous.length);
    assert.ok(anonymous.every((offer) => members.some((mine) => mine.offerId === offer.offerId)));
  });

  it('writes coupon values the French way in French', async () => {
    const french = (await api.call('anonymousOffers', { locale: 'fr-CA' })).body.offers;
    assert.equal(french.find((offer) => offer.offerId === 'OFF-PRINT-TIDE-3')?.value, '3,00 $');
  });

  it('answers geo with Toronto by default', async () => {
    assert.deepEqual((await api.call('geo')).body, { country: 'CA', region: 'ON', latitude: 43.65, longitude: -79.38, proxy: false });
  });
});

describe('seeding', () => {
  it('happens once per seed version: a restart keeps what members used up', async () => {
    const api = await startTestApi();
    try {
      assert.equal(seedVersion(api.server.db), SEED_VERSION);
      api.server.db.prepare(`UPDATE rewards SET inventory = 7 WHERE reward_id = 'GC-CINEPLEX-10'`).run();
      await api.restart();
      const row = api.server.db
        .prepare<[], { inventory: number }>(`SELECT inventory FROM rewards WHERE reward_id = 'GC-CINEPLEX-10'`)
        .get();
      assert.equal(row?.inventory, 7);
      assert.equal(api.server.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM surveys').get()?.n, SURVEYS.length);
    } finally {
      await api.close();
    }
  });
});
