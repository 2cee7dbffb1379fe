import type * as z from 'zod/mini';

/** The server answered with a status other than 2xx. */
export class HttpStatusError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`${url} answered ${status}`);
    this.name = 'HttpStatusError';
  }
}

/** The server answered 2xx with a body that is not what the contract says. */
export class ResponseShapeError extends Error {
  constructor(
    readonly url: string,
    readonly issues: readonly string[],
  ) {
    super(`${url} sent an unexpected body: ${issues.join('; ')}`);
    this.name = 'ResponseShapeError';
  }
}

/**
 * Reads a response's JSON body and validates it against `schema`: a bad status rejects with
 * {@link HttpStatusError}, a bad body with {@link ResponseShapeError}. Apart from the fetch, so a
 * caller can start a request before it has the schema's code (the shell's start-up).
 */
export async function readJson<Schema extends z.ZodMiniType>(url: string, response: Response, schema: Schema): Promise<z.infer<Schema>> {
  if (!response.ok) throw new HttpStatusError(url, response.status);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ResponseShapeError(url, ['the body is not JSON']);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ResponseShapeError(
      url,
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  return parsed.data;
}

/** Asks for JSON: the request {@link readJson} reads. Network failures reject as they come. */
export function requestJson(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { ...init, headers: { Accept: 'application/json', ...init.headers } });
}

/**
 * GETs JSON and validates it against `schema`. Network failures reject as they come;
 * bad statuses and bodies reject with {@link HttpStatusError} and {@link ResponseShapeError}.
 */
export async function fetchJson<Schema extends z.ZodMiniType>(
  url: string,
  schema: Schema,
  init: RequestInit = {},
): Promise<z.infer<Schema>> {
  return readJson(url, await requestJson(url, init), schema);
}
