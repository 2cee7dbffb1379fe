// Finding (round two): "data files readable by any local user". The identity database (which
// holds the signing keys) and the member database were 0644: anyone with an account on the
// machine could read them, and sign tokens with the provider's keys.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { asUpload, receiptPhoto } from '../consumer-api/test-support/receipt-photos';
import { type Stack, startStack } from './stack';

const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);

describe('attack: another user of the machine reads the data folder', () => {
  let stack: Stack;
  let parent: string;
  let dataDir: string;
  before(async () => {
    // The services make the data folder themselves, as `npm start` lets them (dev-services/.data/<port>/).
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'maple-data-modes-'));
    dataDir = path.join(parent, '.data', '4380');
    stack = await startStack({ dataDir });
    const member = await stack.signUp();
    await stack.confirmEmail(member);
    const upload = await stack.call('POST', 'user/receipts', { token: member.token, body: asUpload(receiptPhoto('jpeg')) });
    assert.equal(upload.status, 200);
  });
  after(async () => {
    await stack.close();
    fs.rmSync(parent, { recursive: true, force: true });
  });

  it('the data folders are the owner’s alone (0700)', () => {
    for (const folder of [path.join(parent, '.data'), dataDir, path.join(dataDir, 'receipts')]) {
      assert.equal(modeOf(folder), '700', folder);
    }
  });

  it('the databases, their journals and the receipt photos are the owner’s alone (0600)', () => {
    const files = fs
      .readdirSync(dataDir, { recursive: true })
      .map((name) => path.join(dataDir, String(name)))
      .filter((file) => fs.statSync(file).isFile());

    assert.ok(files.some((file) => file.endsWith('identity.sqlite')));
    assert.ok(files.some((file) => file.endsWith('consumer-api.sqlite-wal')));
    assert.ok(files.some((file) => file.includes(`${path.sep}receipts${path.sep}`)));
    for (const file of files) assert.equal(modeOf(file), '600', file);
  });

  it('files an earlier version left open to everyone are closed at the next start', async () => {
    await stack.close();
    for (const name of fs.readdirSync(dataDir)) fs.chmodSync(path.join(dataDir, name), name === 'receipts' ? 0o755 : 0o644);
    fs.chmodSync(dataDir, 0o755);

    stack = await startStack({ dataDir });

    assert.equal(modeOf(dataDir), '700');
    assert.equal(modeOf(path.join(dataDir, 'receipts')), '700');
    for (const name of ['identity.sqlite', 'consumer-api.sqlite', 'consumer-api.sqlite-wal'])
      assert.equal(modeOf(path.join(dataDir, name)), '600', name);
  });
});
