import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { E2E_PORT } from './environment';

const apiOrigin = `http://localhost:${E2E_PORT + 10}`;

async function devControl<T>(path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST'): Promise<T> {
  const response = await fetch(`${apiOrigin}${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The signed-in member's consumer id, as the site stored it. */
async function consumerIdOf(page: Page): Promise<string> {
  const consumerId = await page.evaluate(() => localStorage.getItem('consumer_id'));
  if (!consumerId) throw new Error('no member is signed in on this page');
  return consumerId;
}

/** The programme's support credits goodwill points to a member (dev control; the stand-in of the back office). */
export async function grantGoodwillPoints(page: Page, points: number) {
  await devControl('/__dev/points/goodwill', { consumerId: await consumerIdOf(page), points });
}

/** The back office reviews the member's pending receipts (dev control). */
export async function reviewReceiptsOf(page: Page, decision: 'approved' | 'rejected') {
  const consumerId = await consumerIdOf(page);
  const { receipts } = await devControl<{ receipts: { receiptId: string; consumerId: string }[] }>('/__dev/receipts?status=pending');
  const mine = receipts.filter((receipt) => receipt.consumerId === consumerId);
  for (const receipt of mine) await devControl('/__dev/receipts/review', { receiptId: receipt.receiptId, decision });
  return mine.length;
}

/** Draws a winner of a sweepstakes among this member's entries (dev control), and the skill-testing question they get. */
export async function drawWinner(page: Page, sweepstakesId: string): Promise<string> {
  const { draw } = await devControl<{ draw: { question: string } }>('/__dev/sweepstakes/draw', {
    sweepstakesId,
    consumerId: await consumerIdOf(page),
  });
  return draw.question;
}

/** The answer of a skill-testing question such as `(7 × 8) + 25 − 9`. */
export function solveSkillTestingQuestion(question: string): number {
  const match = /\((\d+) × (\d+)\) \+ (\d+) − (\d+)/.exec(question);
  if (!match) throw new Error(`not a skill-testing question: ${question}`);
  const [a, b, c, d] = match.slice(1).map(Number) as [number, number, number, number];
  return a * b + c - d;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
}

/** A PNG "photo of a receipt" with random content: every call is a new image for the API (a new SHA-256). */
export function receiptPhoto(): { name: string; mimeType: string; buffer: Buffer } {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(800, 0);
  header.writeUInt32BE(1200, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', randomBytes(6000)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name: 'receipt.png', mimeType: 'image/png', buffer };
}

/** The points the header shows for the signed-in member, as a number (null while it shows none: poll it). */
export async function headerPoints(page: Page): Promise<number | null> {
  const text = await page.getByRole('navigation', { name: /^(Your account|Votre compte)$/ }).innerText();
  const match = /([\d\s,\u00a0\u202f]+)\s*points?/.exec(text);
  return match?.[1] ? Number(match[1].replace(/[^\d]/g, '')) : null;
}
