import type { IncomingMessage, ServerResponse } from 'node:http';

const FORM_LIMIT_BYTES = 16 * 1024;

type FormProblem = 'unsupported_media_type' | 'too_large' | 'unreadable';

export class FormError extends Error {
  override readonly name = 'FormError';
  constructor(
    readonly problem: FormProblem,
    readonly status: number,
  ) {
    super(problem);
  }
}

/** A submitted HTML form: missing or repeated fields read as their first value or ''. */
export class FormData {
  constructor(private readonly params: URLSearchParams) {}

  text(name: string): string {
    return this.params.get(name) ?? '';
  }
}

/** Reads an `application/x-www-form-urlencoded` body of at most 16 KiB. */
export async function readForm(req: IncomingMessage): Promise<FormData> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    req.resume();
    throw new FormError('unsupported_media_type', 415);
  }
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > FORM_LIMIT_BYTES) {
    req.resume();
    throw new FormError('too_large', 413);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of req) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
      size += buffer.length;
      if (size > FORM_LIMIT_BYTES) throw new FormError('too_large', 413);
      chunks.push(buffer);
    }
  } catch (error) {
    if (error instanceof FormError) {
      req.resume();
      throw error;
    }
    throw new FormError('unreadable', 400);
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks));
  return new FormData(new URLSearchParams(text));
}

// The security headers (CSP, framing, referrer...) are set on every answer by the server.
const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
} as const;

export function sendHtml(res: ServerResponse, status: number, html: string, headers: Record<string, string> = {}): void {
  const body = Buffer.from(html, 'utf8');
  res.writeHead(status, { ...PAGE_HEADERS, 'Content-Length': String(body.length), ...headers });
  res.end(body);
}

export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  const body = Buffer.from(JSON.stringify(value, null, 2), 'utf8');
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Length': String(body.length),
  });
  res.end(body);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store', 'Content-Length': '0' });
  res.end();
}
