import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { API_MESSAGES, RECEIPTS_PER_DAY, RECEIPT_IMAGE_MAX_BYTES } from '@maple/contracts';
import { type TestApi, ledgerOf, startTestApi } from './test-support/harness';
import { asUpload, receiptPhoto } from './test-support/receipt-photos';

describe('receipts', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  const review = (receiptId: string, decision: 'approved' | 'rejected') =>
    api.request<{ ok: true; receipt: { status: string } }>('/__dev/receipts/review', {
      method: 'POST',
      key: null,
      body: { receiptId, decision },
    });

  it('takes a JPEG, a PNG or a HEIC photo, stores it beside the data and keeps its points pending', async () => {
    const { token } = await api.member('ana');
    const photos = [receiptPhoto('jpeg'), receiptPhoto('png'), receiptPhoto('heic')];

    const sent = [];
    for (const photo of photos) sent.push(await api.call('uploadReceipt', { token, body: asUpload(photo) }));
    const balance = await api.call('points', { token });
    const listed = await api.call('receipts', { token });

    assert.deepEqual(
      sent.map((answer) => [answer.status, answer.body.status, answer.body.mediaType, answer.body.points]),
      [
        [200, 'pending', 'image/jpeg', 10],
        [200, 'pending', 'image/png', 10],
        [200, 'pending', 'image/heic', 10],
      ],
    );
    assert.deepEqual(balance.body, { pointsBalance: 0, memberPointsAvailable: 0, pendingPoints: 30 });
    assert.equal(listed.body.pendingPoints, 30);
    assert.equal(listed.body.receipts.length, 3);
    const stored = fs.readdirSync(path.join(path.dirname(api.dataFile), 'receipts'));
    const [first] = photos;
    assert.ok(first);
    assert.ok(stored.includes(`${createHash('sha256').update(first).digest('hex')}.jpg`));
  });

  it('credits the points once when the review approves the receipt, nothing when it rejects it', async () => {
    const { token, consumerId } = await api.member('bao');
    const kept = await api.call('uploadReceipt', { token, body: asUpload(receiptPhoto('png')) });
    const refused = await api.call('uploadReceipt', { token, body: asUpload(receiptPhoto('png')) });

    const approvals = await Promise.all([review(kept.body.receiptId, 'approved'), review(kept.body.receiptId, 'approved')]);
    await review(refused.body.receiptId, 'rejected');
    const listed = await api.call('receipts', { token });

    assert.deepEqual(approvals.map((answer) => answer.status).sort(), [200, 404], 'a receipt is reviewed once');
    assert.equal(ledgerOf(api, consumerId).sum, 10);
    assert.deepEqual(
      listed.body.receipts.map((receipt) => [receipt.receiptId, receipt.status, receipt.points]).sort(),
      [
        [kept.body.receiptId, 'approved', 10],
        [refused.body.receiptId, 'rejected', 0],
      ].sort(),
    );
    assert.equal(listed.body.pendingPoints, 0);
  });

  it('lists the receipts waiting for review to the back office (a dev control)', async () => {
    const { token } = await api.member('cleo');
    const sent = await api.call('uploadReceipt', { token, body: asUpload(receiptPhoto('jpeg')) });

    const pending = await api.request<{ receipts: { receiptId: string; consumerId: string }[] }>('/__dev/receipts', { key: null });

    assert.ok(pending.body.receipts.some((receipt) => receipt.receiptId === sent.body.receiptId));
  });

  it('judges the photo by its content, not its name: a GIF, a PDF or text is refused', async () => {
    const { token } = await api.member('dov');
    for (const kind of ['gif', 'pdf'] as const) {
      const answer = await api.call('uploadReceipt', { token, body: asUpload(receiptPhoto(kind)) });
      assert.deepEqual(answer.body, { statusCode: 422, message: API_MESSAGES.receiptImageUnsupported }, kind);
    }
    const text = await api.call('uploadReceipt', { token, body: { image: Buffer.from('Total: $42.00\n'.repeat(100)).toString('base64') } });
    assert.deepEqual(text.body, { statusCode: 422, message: API_MESSAGES.receiptImageUnsupported });
  });

  it('refuses a photo smaller than 1 KiB or larger than 5 MiB, and a body that is not base64', async () => {
    const { token } = await api.member('eko');
    const tiny = await api.call('uploadReceipt', { token, body: asUpload(receiptPhoto('jpeg', 100)) });
    const huge = await api.request(`/api/v1/ca/user/receipts`, {
      method: 'POST',
      token,
      body: asUpload(receiptPhoto('jpeg', RECEIPT_IMAGE_MAX_BYTES)),
    });
    const notBase64 = await api.call('uploadReceipt', { token, body: { image: '<script>alert(1)</script>' } });

    assert.equal(tiny.status, 400);
    assert.equal(huge.status, 400);
    assert.equal(notBase64.status, 400);
  });

  it('never takes the same image twice, whoever sends it', async () => {
    const first = await api.member('fen');
    const second = await api.member('gael');
    const photo = receiptPhoto('jpeg');

    await api.call('uploadReceipt', { token: first.token, body: asUpload(photo) });
    const again = await api.call('uploadReceipt', { token: first.token, body: asUpload(photo) });
    const elsewhere = await api.call('uploadReceipt', { token: second.token, body: asUpload(photo) });

    assert.deepEqual(again.body, { statusCode: 422, message: API_MESSAGES.receiptAlreadySubmitted });
    assert.deepEqual(elsewhere.body, { statusCode: 422, message: API_MESSAGES.receiptAlreadySubmitted });
  });

  it(`takes ${RECEIPTS_PER_DAY} receipts a day (Toronto time) per member, even sent all at once`, async () => {
    const { token } = await api.member('hana');

    const burst = await Promise.all(
      Array.from({ length: RECEIPTS_PER_DAY + 2 }, () => api.call('uploadReceipt', { token, body: asUpload(receiptPhoto('png')) })),
    );
    api.clock.advance(24 * 60 * 60_000);
    const { token: nextSession } = await api.signIn('hana');
    const tomorrow = await api.call('uploadReceipt', { token: nextSession, body: asUpload(receiptPhoto('png')) });

    assert.equal(burst.filter((answer) => answer.status === 200).length, RECEIPTS_PER_DAY);
    assert.ok(
      burst
        .filter((answer) => answer.status !== 200)
        .every((answer) => JSON.stringify(answer.body) === JSON.stringify({ statusCode: 422, message: API_MESSAGES.dailyLimitReached })),
    );
    assert.equal(tomorrow.status, 200);
  });

  it('keeps the usual 256 KiB body limit on every other call', async () => {
    const { token } = await api.member('ines');
    const padded = await api.request('/api/v1/ca/user/transaction/memberInteractions', {
      method: 'POST',
      token,
      body: { interaction: { type: 'SIGN_IN', reference: 'web' }, padding: 'x'.repeat(300 * 1024) },
    });
    assert.equal(padded.status, 400);
  });
});
