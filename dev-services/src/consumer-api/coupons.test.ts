import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_MESSAGES, isUpcA } from '@maple/contracts';
import { type TestApi, startTestApi } from './test-support/harness';

describe('the coupon service: terms and print limits', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('shows each offer’s terms: print limits, promo codes and partner pages', async () => {
    const { offers } = (await api.call('anonymousOffers')).body;
    const byId = new Map(offers.map((offer) => [offer.offerId, offer]));
    assert.deepEqual(
      [byId.get('OFF-PRINT-TIDE-3')?.printLimit, byId.get('OFF-PRINT-TIDE-3')?.printsLeft, byId.get('OFF-PRINT-TIDE-3')?.promoCode],
      [2, null, null],
      'a visitor sees the limit, not what is left',
    );
    assert.equal(byId.get('OFF-PROMO-OLAY-25')?.promoCode, 'OLAYMAPLE25');
    assert.equal(byId.get('OFF-PROMO-OLAY-25')?.printLimit, null);
    assert.equal(byId.get('OFF-RETAIL-GILLETTE-5')?.partnerPage, 'razor');
    assert.equal(byId.get('OFF-RETAIL-TIDE-4')?.partnerPage, 'fabricCare');
    assert.equal(byId.get('OFF-GROCERY-CASCADE-2')?.partnerPage, 'dishwasher');
    assert.ok(offers.every((offer) => !offer.membersOnly));
  });

  it('shows a member the members-only offers and how many prints they have left', async () => {
    const { token } = await api.member('ines');
    const { offers } = (await api.call('memberOffers', { token })).body;
    const pampers = offers.find((offer) => offer.offerId === 'OFF-PRINT-PAMPERS-4');
    assert.deepEqual([pampers?.membersOnly, pampers?.printLimit, pampers?.printsLeft], [true, 1, 1]);
    assert.equal(offers.find((offer) => offer.offerId === 'OFF-GROCERY-CASCADE-TABS-3')?.partnerPage, 'dishTablets');
  });

  it('prints each coupon with a UPC-A coupon code, a serial and the prints left, in the caller’s language', async () => {
    const { token } = await api.member('jade');
    const job = await api.call('printCoupons', { token, locale: 'fr-CA', body: { offerIds: ['OFF-PRINT-TIDE-3', 'OFF-PRINT-DOWNY-2'] } });
    assert.equal(job.status, 200);
    const [tide, downy] = job.body.coupons;
    assert.equal(tide?.title, 'Économisez 3 $ sur Tide PODS');
    assert.equal(tide?.value, '3,00 $');
    assert.equal(tide?.expiresAt, '2027-03-31T23:59:59.000Z');
    assert.ok(tide && isUpcA(tide.barcode) && tide.barcode.startsWith('5'), 'number system 5: a coupon');
    assert.equal(tide?.serial, `${job.body.printJobId}-1`);
    assert.equal(downy?.serial, `${job.body.printJobId}-2`);
    assert.equal(tide?.printsLeft, 1);
    const after = (await api.call('memberOffers', { token })).body.offers.find((offer) => offer.offerId === 'OFF-PRINT-TIDE-3');
    assert.equal(after?.printsLeft, 1);
  });

  it('refuses a print past the coupon’s limit with 422, and prints nothing of that job', async () => {
    const { token } = await api.member('kofi');
    assert.equal((await api.call('printCoupons', { token, body: { offerIds: ['OFF-PRINT-PAMPERS-4'] } })).status, 200);
    const again = await api.call('printCoupons', { token, body: { offerIds: ['OFF-PRINT-TIDE-3', 'OFF-PRINT-PAMPERS-4'] } });
    assert.deepEqual(again.body, { statusCode: 422, message: API_MESSAGES.unprocessableEntity });
    const offers = (await api.call('memberOffers', { token })).body.offers;
    assert.equal(offers.find((offer) => offer.offerId === 'OFF-PRINT-TIDE-3')?.printsLeft, 2, 'the refused job printed nothing');
    assert.equal(offers.find((offer) => offer.offerId === 'OFF-PRINT-PAMPERS-4')?.printsLeft, 0);
  });

  it('counts a coupon once per job, and holds the limit for two jobs sent at once', async () => {
    const { token } = await api.member('lena');
    const both = await Promise.all([
      api.call('printCoupons', { token, body: { offerIds: ['OFF-PRINT-TIDE-3', 'OFF-PRINT-TIDE-3'] } }),
      api.call('printCoupons', { token, body: { offerIds: ['OFF-PRINT-TIDE-3'] } }),
      api.call('printCoupons', { token, body: { offerIds: ['OFF-PRINT-TIDE-3'] } }),
    ]);
    assert.deepEqual(both.map((answer) => answer.status).sort(), [200, 200, 422]);
  });

  it('refuses an expired coupon with 422', async () => {
    api.clock.advance(Date.parse('2027-04-01T00:00:00.000Z') - api.clock.now);
    const { token } = await api.member('milo');
    const answer = await api.call('printCoupons', { token, body: { offerIds: ['OFF-PRINT-TIDE-3'] } });
    assert.equal(answer.status, 422);
  });
});
