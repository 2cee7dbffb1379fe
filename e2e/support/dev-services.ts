import { randomUUID } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';
import { E2E_PORT } from './environment';

const apiOrigin = `http://localhost:${E2E_PORT + 10}`;

/**
 * Marks a browser context as one visitor for the dev consumer API, so faults and geo
 * answers set for it touch no other test running at the same time.
 */
export async function asDevVisitor(context: BrowserContext): Promise<string> {
  const visitor = randomUUID();
  await context.addCookies([{ name: 'maple-dev-visitor', value: visitor, domain: 'localhost', path: '/' }]);
  return visitor;
}

/** Makes the next calls of an API path fail for that visitor (dev consumer API, never in production). */
export async function injectFault(
  visitor: string,
  fault: { path: string; method?: string; status: number; message?: string; times?: number },
) {
  const response = await fetch(`${apiOrigin}/__dev/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...fault, visitor }),
  });
  if (!response.ok) throw new Error(`fault injection refused: ${response.status} ${await response.text()}`);
}
