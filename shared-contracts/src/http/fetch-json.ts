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
 * GETs JSON and validates it against `schema`. Network failures reject as they come;
 * bad statuses and bodies reject with {@link HttpStatusError} and {@link ResponseShapeError}.
 */
export async function fetchJson<Schema extends z.ZodMiniType>(
  url: string,
  schema: Schema,
  init: RequestInit = {},
): Promise<z.infer<Schema>> {
  const response = await fetch(url, { ...init, headers: { Accept: 'application/json', ...init.headers } });
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
