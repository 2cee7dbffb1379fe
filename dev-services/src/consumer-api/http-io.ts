import type { IncomingMessage, ServerResponse } from 'node:http';
import { LOCALE_HEADER, SUBSCRIPTION_KEY_HEADER } from '@maple/contracts';
import { fail } from './api-failure';

/** The largest body the API reads, unless an endpoint says otherwise (`maxBodyBytes`). */
const MAX_BODY_BYTES = 256 * 1024;

/** The cookie that scopes dev faults and geo answers to one visitor (tests, e2e). */
export const VISITOR_COOKIE = 'maple-dev-visitor';

/** Sends a JSON answer. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Readonly<Record<string, string>> = {}) {
  if (res.headersSent) return;
  if (status === 204) {
    res.writeHead(204, { 'Cache-Control': 'no-store', ...headers });
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

/** Reads the whole body as text (400 when larger than `limit`, by default {@link MAX_BODY_BYTES}). */
async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  if (Number(req.headers['content-length'] ?? 0) > limit) throw fail.badRequest();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > limit) throw fail.badRequest();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Reads a JSON body: the content type must be JSON and the text must parse, else 400. */
export async function readJsonBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<unknown> {
  const mediaType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  const text = await readBody(req, limit);
  if (mediaType !== 'application/json') throw fail.badRequest();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw fail.badRequest();
  }
}

/** Reads and discards a body the endpoint does not take. */
export async function drainBody(req: IncomingMessage) {
  await readBody(req);
}

/** The value of one cookie. */
export function cookieValue(req: IncomingMessage, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.split('=');
    if (key?.trim() === name) {
      try {
        return decodeURIComponent(rest.join('=').trim());
      } catch {
        return rest.join('=').trim();
      }
    }
  }
  return null;
}

/** A single header value (the first when repeated). */
export function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** The bearer token of the Authorization header, if any. */
export function bearerToken(req: IncomingMessage): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headerValue(req, 'authorization') ?? '');
  return match?.[1] ?? null;
}

const ALLOWED_HEADERS = ['Content-Type', 'Authorization', LOCALE_HEADER, SUBSCRIPTION_KEY_HEADER, 'Accept'].join(', ');

/**
 * CORS with credentials: an allowed Origin is reflected (never `*`), Retry-After is
 * exposed. Answers a preflight and returns true when the request was one.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse, allowedOrigins: readonly string[]): boolean {
  const origin = headerValue(req, 'origin');
  res.setHeader('Vary', 'Origin');
  const allowed = origin !== undefined && allowedOrigins.includes(origin);
  if (allowed) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Expose-Headers', 'Retry-After');
  }
  if (req.method !== 'OPTIONS') return false;
  if (allowed) {
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    res.setHeader('Access-Control-Max-Age', '600');
  }
  res.writeHead(204, { 'Content-Length': '0' });
  res.end();
  return true;
}
