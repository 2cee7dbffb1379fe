import { timingSafeEqual } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  API_BASE_PATH,
  API_MESSAGES,
  type ApiEndpoint,
  type ApiEndpointId,
  LOCALE_HEADER,
  type Locale,
  SUBSCRIPTION_KEY_HEADER,
  apiEndpoints,
} from '@maple/contracts';
import { LOOPBACK_HOST, isLocalRequest } from '../shared/loopback';
import { createAccountDevControls } from './account-dev-controls';
import { ApiFailure, defaultMessageFor, fail } from './api-failure';
import { createClientIds } from './client-ids';
import { MEDIA_PATH, answerMedia, createContentImages } from './content-images';
import { type ConsumerApiDatabase, openDatabase } from './database';
import { DEV_PATH_PREFIX, createDevControls } from './dev-controls';
import { ERASURE_KEY_FILE, createErasureRecord } from './erasure-record';
import type { CallContext, Handler, HandlerTable, Services } from './handler-types';
import { createHandlers } from './handlers';
import { VISITOR_COOKIE, applyCors, bearerToken, cookieValue, drainBody, headerValue, readJsonBody, sendJson } from './http-io';
import { createLedger } from './ledger';
import { type MemberRow, createMembers } from './members';
import { type Caller, budgetAddressOf, createClientBudget } from './rate-limit';
import { createReceipts } from './receipts';
import { createRouter } from './router';
import { type SessionClaims, createSessions } from './sessions';
import { createSweepstakes } from './sweepstakes';
import type { Clock, ConsumerApiServerOptions, LogEntry } from './types';

/** A running consumer API. */
export interface ConsumerApiServer {
  /** The server's origin, e.g. `http://127.0.0.1:8090` (the API is under `/api/v1/ca/`). */
  readonly url: string;
  /** The SQLite database (for tests). */
  readonly db: ConsumerApiDatabase;
  /**
   * Ends every session of the member of an identity provider account: the provider's word that
   * the password was reset by email (its post-change-password hook). Answers how many ended.
   */
  endSessionsOfIdentity(sub: string): number;
  close(): Promise<void>;
}

/**
 * The default rate limit: 120 requests per client per minute, and 1,200 for all the anonymous
 * clients of one address (a household, an office or a carrier's gateway share one).
 */
const DEFAULT_RATE_LIMIT = { windowMs: 60_000, max: 120, addressMax: 1200 } as const;

/** `auth/login`'s own budget, on top of the above: 10 sign-ins per client per minute, 30 per address. */
export const DEFAULT_LOGIN_RATE_LIMIT = { windowMs: 60_000, max: 10, addressMax: 30 } as const;

/** Who may stay signed in while opted out: enough to see the profile, opt back in and leave. */
const OPTED_OUT_ALLOWED: readonly ApiEndpointId[] = ['getProfile', 'logout'];

function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function localeOf(req: IncomingMessage): Locale {
  return headerValue(req, LOCALE_HEADER) === 'fr-CA' ? 'fr-CA' : 'en-CA';
}

function parseQuery(url: URL): Record<string, string> {
  // A Map while reading: a parameter named `constructor` is a parameter like any other.
  const query = new Map<string, string>();
  for (const [name, value] of url.searchParams) {
    if (query.has(name)) throw fail.badRequest();
    query.set(name, value);
  }
  return Object.fromEntries(query);
}

function validated(schema: ApiEndpoint['body'], value: unknown): unknown {
  if (!schema) return undefined;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw fail.badRequest();
  return parsed.data;
}

/**
 * Starts the local consumer API: every endpoint of the contract's `apiEndpoints` table under
 * `/api/v1/ca/`, with the subscription key, session tokens, locale, rate limit, CORS and
 * error answers of spec sections 7 and 8, and (outside production) the `/__dev` fault
 * injection routes. State lives in the SQLite file `dataFile`.
 */
export async function createConsumerApiServer(options: ConsumerApiServerOptions): Promise<ConsumerApiServer> {
  const now = options.now ?? Date.now;
  const clock: Clock = { now, iso: () => new Date(now()).toISOString() };
  const log = options.log ?? ((entry: LogEntry) => console.error(`[consumer-api] ${entry.message}`, entry.error ?? ''));
  if (options.production && options.devRoutes) throw new Error('the /__dev routes cannot be turned on in production');
  const db = openDatabase(options.dataFile, clock.iso);
  const router = createRouter();
  const rewardExists = db.prepare<[string], { found: number }>('SELECT 1 AS found FROM rewards WHERE reward_id = ?');
  const erasures = createErasureRecord(db, {
    keyFile: options.erasureKeyFile ?? path.join(path.dirname(options.dataFile), ERASURE_KEY_FILE),
    clock,
  });
  const ledger = createLedger(db, clock, { takenBefore: (consumerId, creditKey) => erasures.creditTakenBefore(consumerId, creditKey) });
  const receipts = createReceipts({ db, ledger, clock, dir: options.receiptsDir ?? path.join(path.dirname(options.dataFile), 'receipts') });
  const members = createMembers(db, clock);
  // The API's port is known once it listens: until then (never during a call) the base is unset.
  let mediaBaseUrl = options.mediaBaseUrl ?? '';
  const images = createContentImages(() => mediaBaseUrl);
  const dev =
    options.devRoutes && !options.production
      ? createDevControls(router, {
          rewardExists: (rewardId) => rewardExists.get(rewardId) !== undefined,
          receipts,
          sweepstakes: createSweepstakes({ db, clock }),
          grantGoodwill(consumerId, points) {
            if (!members.find(consumerId)) return false;
            ledger.append({
              consumerId,
              kind: 'earn',
              typeCode: 'GOODWILL',
              points,
              description: { en: 'Goodwill credit from Maple Rewards support', fr: 'Crédit de courtoisie du soutien Maple Rewards' },
            });
            return true;
          },
        })
      : null;
  const services: Services = {
    db,
    clock,
    dev,
    options,
    ledger,
    receipts,
    members,
    erasures,
    sessions: createSessions(db, { secret: options.sessionSecret, audience: options.audience }, clock),
    images,
  };
  const handlers: HandlerTable = createHandlers(services);
  const accountDev = dev ? createAccountDevControls(services) : null;
  const budget = createClientBudget(options.rateLimit ?? DEFAULT_RATE_LIMIT, now);
  const loginBudget = createClientBudget(options.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT, now);
  const clientIds = createClientIds(options.sessionSecret, { production: options.production ?? false });

  /** The caller of a call that needs (or may use) a session; 401 when the token is not good. */
  async function authenticate(
    id: ApiEndpointId,
    token: string | null,
  ): Promise<{ member: MemberRow | null; session: SessionClaims | null }> {
    const { access } = apiEndpoints[id];
    if (access === 'anonymous' || (access === 'optional' && token === null)) return { member: null, session: null };
    const refusal = id === 'logout' ? fail.unauthorized(API_MESSAGES.invalidOrExpiredToken) : fail.unauthorized();
    if (token === null) throw refusal;
    const session = await services.sessions.verify(token);
    const member = session ? services.members.find(session.consumerId) : null;
    if (!session || !member) throw refusal;
    return { member, session };
  }

  async function answerApi(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (!sameSecret(headerValue(req, SUBSCRIPTION_KEY_HEADER), options.subscriptionKey))
      throw new ApiFailure(401, API_MESSAGES.invalidSubscriptionKey);

    // The rate limit counts per client: the member when signed in, else the client cookie within
    // its address (every anonymous caller behind one NAT gets its own budget, all of them together
    // the address's).
    const token = bearerToken(req);
    const signedIn = token ? await services.sessions.read(token) : null;
    // A caller without a (valid) client cookie is given one, and counts as cookieless until it sends it.
    const clientId = clientIds.read(req);
    if (!clientId) res.setHeader('Set-Cookie', clientIds.issue().setCookie);
    const caller: Caller = signedIn
      ? { member: signedIn.consumerId }
      : { client: clientId ?? 'no-client-cookie', address: budgetAddressOf(req.socket.remoteAddress) };
    const retryAfter = budget.hit(caller);
    if (retryAfter !== null) throw fail.rateLimited(retryAfter);

    const relativePath = url.pathname.slice(API_BASE_PATH.length);
    const route = router.resolve(req.method ?? 'GET', relativePath);
    if (route.kind === 'unknown') throw fail.notFound(API_MESSAGES.resourceNotFound);
    if (route.kind === 'wrong-method') throw fail.notFound(API_MESSAGES.apiNotFound);
    const { id, endpoint, params } = route;
    if (id === 'login') {
      const loginRetryAfter = loginBudget.hit(caller);
      if (loginRetryAfter !== null) throw fail.rateLimited(loginRetryAfter);
    }
    const visitor = cookieValue(req, VISITOR_COOKIE);

    const fault = dev?.takeFault({ method: endpoint.method, path: relativePath.replace(/\/$/, ''), template: endpoint.path, visitor });
    if (fault?.delayMs) await sleep(fault.delayMs);
    if (fault?.status !== undefined) {
      const message = fault.message ?? defaultMessageFor(fault.status);
      throw new ApiFailure(fault.status, message, fault.status === 429 ? { 'Retry-After': '1' } : {});
    }

    const { member, session } = await authenticate(id, token);
    const body = endpoint.body
      ? validated(endpoint.body, await readJsonBody(req, endpoint.maxBodyBytes))
      : (await drainBody(req), undefined);
    const query = endpoint.query ? validated(endpoint.query, parseQuery(url)) : undefined;

    if (member?.opted_out === 1 && endpoint.access === 'member') {
      const optingBackIn = id === 'updateProfile' && typeof body === 'object' && body !== null && 'optin' in body;
      if (!OPTED_OUT_ALLOWED.includes(id) && !optingBackIn) throw fail.forbidden();
    }

    const call = { body, query, params, member, session, locale: localeOf(req), visitor } as CallContext<typeof id>;
    const handler = handlers[id] as Handler<typeof id>;
    const answer: unknown = await handler(call);
    const checked = endpoint.response.safeParse(answer);
    if (!checked.success) {
      log({
        level: 'error',
        message: `${endpoint.method} ${endpoint.path} built an answer that breaks the contract`,
        error: checked.error,
      });
      throw fail.internal();
    }
    sendJson(res, 200, checked.data);
  }

  async function answer(req: IncomingMessage, res: ServerResponse) {
    try {
      if (applyCors(req, res, options.allowedOrigins)) return;
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname.startsWith(DEV_PATH_PREFIX)) {
        // Development only, and only for this machine: never for a caller on the network.
        if (!dev || !isLocalRequest(req)) throw fail.notFound();
        if (await accountDev?.handle(req, res, url)) return;
        await dev.handle(req, res, url);
        return;
      }
      if (url.pathname.startsWith(MEDIA_PATH)) {
        answerMedia(images, req, res, url.pathname);
        return;
      }
      if (!url.pathname.startsWith(API_BASE_PATH)) throw fail.notFound();
      await answerApi(req, res, url);
    } catch (error) {
      if (error instanceof ApiFailure) {
        sendJson(res, error.status, error.body(), error.headers);
        return;
      }
      log({ level: 'error', message: `${req.method ?? ''} ${req.url ?? ''} failed unexpectedly`, error });
      sendJson(res, 500, fail.internal().body());
    }
  }

  // Loopback only unless told otherwise: the API is for this machine's site and tests.
  const host = options.host ?? LOOPBACK_HOST;
  const server = http.createServer((req, res) => void answer(req, res));
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      const onListening = () => {
        server.off('error', reject);
        resolve();
      };
      server.listen(options.port, host, onListening);
    });
  } catch (error) {
    db.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  // The pages name the API by localhost (config.json, the CSP's img-src): its images too.
  mediaBaseUrl ||= `http://localhost:${port}${MEDIA_PATH}`;

  let closing: Promise<void> | null = null;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    db,
    endSessionsOfIdentity(sub) {
      const member = members.findBySub(sub);
      return member ? services.sessions.endAll(member.consumer_id, 'password-changed') : 0;
    },
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (db.open) db.close();
          if (error) reject(error);
          else resolve();
        });
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
