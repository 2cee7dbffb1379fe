import assert from 'node:assert/strict';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  API_BASE_PATH,
  type ApiEndpointId,
  type ApiInput,
  type ApiOutput,
  LOCALE_HEADER,
  SUBSCRIPTION_KEY_HEADER,
  type SurveyAnswer,
  apiEndpoints,
  apiErrorBodySchema,
  endpointPath,
} from '@maple/contracts';
import { type ConsumerApiServer, createConsumerApiServer } from '../server';
import { QUIZ_QUESTIONS } from '../quiz-questions';
import { SURVEY_QUESTIONS } from '../survey-questions';
import type { ConsumerApiServerOptions, IdentityClaims } from '../types';

export const SUBSCRIPTION_KEY = 'test-subscription-key';
export const SESSION_SECRET = 'test-session-secret-that-is-long-enough-for-hs256';
export const SITE_ORIGIN = 'http://localhost:8080';
export const AUDIENCE = 'https://api.maple-rewards.test';
export const CODE_VERIFIER = 'v'.repeat(43);
export const REDIRECT_URI = 'http://localhost:8080/login/';

/** A rejection like the identity provider's, with a `reason`. */
class IdentityError extends Error {
  constructor(readonly reason: string) {
    super(`identity provider: ${reason}`);
  }
}

/** The current password of every member of the fake identity provider. */
export const CURRENT_PASSWORD = 'Current-Password-2026';

/**
 * The fake identity provider: `code-for-<name>` signs in <name>; a few codes fail on purpose.
 * Members whose name starts with `unverified` have not confirmed their email address until a
 * test calls `verify(name)`.
 */
export function fakeIdentity() {
  const passwordChanges: { sub: string; newPassword: string }[] = [];
  const exchanges: { code: string; redirectUri: string; codeVerifier: string }[] = [];
  const verificationEmails: { sub: string; locale: string }[] = [];
  const verified = new Set<string>();
  const isVerified = (sub: string) => !sub.startsWith('sub-unverified') || verified.has(sub);
  let unreachableChecks = 0;
  return {
    passwordChanges,
    exchanges,
    verificationEmails,
    /** The member confirms their email address (follows the emailed link). */
    verify(name: string) {
      verified.add(`sub-${name}`);
    },
    /** The next check of an address cannot reach the provider. */
    failNextVerificationCheck() {
      unreachableChecks += 1;
    },
    async exchangeCode(input: { code: string; redirectUri: string; codeVerifier: string }): Promise<IdentityClaims> {
      exchanges.push(input);
      if (input.code === 'idp-down') throw new IdentityError('unavailable');
      if (input.code === 'idp-garbled') throw new IdentityError('invalid_response');
      if (input.code === 'idp-crash') throw new Error('the identity client has a bug');
      const name = /^code-for-([\w.-]+)$/.exec(input.code)?.[1];
      if (!name) throw new IdentityError('invalid_grant');
      const [given = name, family = 'Tremblay'] = name.split('.');
      return {
        sub: `sub-${name}`,
        email: `${name}@example.ca`,
        emailVerified: isVerified(`sub-${name}`),
        idToken: `id-token-of-${name}`,
        givenName: given.charAt(0).toUpperCase() + given.slice(1),
        familyName: family.charAt(0).toUpperCase() + family.slice(1),
        locale: name.startsWith('fr') ? 'fr-CA' : 'en-CA',
      };
    },
    async changePassword(sub: string, currentPassword: string, newPassword: string) {
      if (currentPassword === 'locked-out') throw Object.assign(new IdentityError('locked'), { retryAfterSeconds: 840 });
      if (currentPassword !== CURRENT_PASSWORD) throw new IdentityError('wrong_password');
      if (newPassword.toLowerCase().includes('password')) throw new IdentityError('password_rejected');
      // What the identity server's own changePassword says (IdentityPasswordError).
      if (newPassword.startsWith('guessable')) throw new IdentityError('invalid_password');
      if (newPassword.startsWith('ghost')) throw new IdentityError('unknown_account');
      passwordChanges.push({ sub, newPassword });
    },
    async isEmailVerified(sub: string) {
      if (unreachableChecks > 0) {
        unreachableChecks -= 1;
        throw new IdentityError('unavailable');
      }
      return isVerified(sub);
    },
    async sendVerificationEmail(sub: string, locale: string) {
      if (verificationEmails.filter((sent) => sent.sub === sub).length >= 3)
        throw Object.assign(new IdentityError('locked'), { retryAfterSeconds: 3000 });
      verificationEmails.push({ sub, locale });
    },
  };
}

/** An answer: status, headers and the parsed body. */
export interface Answer<T = unknown> {
  readonly status: number;
  readonly headers: Headers;
  readonly body: T;
}

export interface RequestOptions {
  readonly method?: string;
  readonly body?: unknown;
  /** Sent as is, instead of `body` as JSON. */
  readonly rawBody?: string;
  readonly contentType?: string | null;
  readonly token?: string | null;
  /** The subscription key; null sends none. */
  readonly key?: string | null;
  readonly locale?: string;
  readonly headers?: Record<string, string>;
  readonly visitor?: string;
}

/** A started test server with a temp database, a movable clock and helpers that read as the site would call. */
export interface TestApi {
  readonly server: ConsumerApiServer;
  readonly url: string;
  readonly dataFile: string;
  readonly identity: ReturnType<typeof fakeIdentity>;
  readonly clock: { now: number; advance(ms: number): void };
  readonly logged: unknown[];
  /** Any request to a path under the server (e.g. `/api/v1/ca/geo` or `/__dev/faults`). */
  request<T = unknown>(pathname: string, options?: RequestOptions): Promise<Answer<T>>;
  /** Calls an endpoint by id; a 2xx body is checked against the endpoint's response schema, an error one against the error schema. */
  call<Id extends ApiEndpointId>(
    id: Id,
    input?: Partial<ApiInput<Id>> & Omit<RequestOptions, 'body' | 'method'>,
  ): Promise<Answer<ApiOutput<Id>>>;
  /** Signs a person in through `auth/login`. */
  signIn(name: string, campaignName?: string): Promise<{ token: string; consumerId: string; profile: ApiOutput<'login'> }>;
  /** Signs in and enrols (cause 006WWF unless given). */
  member(name: string, charityID?: string): Promise<{ token: string; consumerId: string }>;
  /** Restarts the server on the same database file. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** Starts a server on port 0 with a fresh temp database. */
export async function startTestApi(overrides: Partial<ConsumerApiServerOptions> = {}): Promise<TestApi> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'consumer-api-'));
  const dataFile = overrides.dataFile ?? path.join(dir, 'consumer-api.sqlite');
  const identity = fakeIdentity();
  const clock = {
    now: Date.parse('2026-11-22T15:00:00.000Z'),
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const logged: unknown[] = [];
  const options: ConsumerApiServerOptions = {
    port: 0,
    dataFile,
    subscriptionKey: SUBSCRIPTION_KEY,
    sessionSecret: SESSION_SECRET,
    audience: AUDIENCE,
    allowedOrigins: [SITE_ORIGIN],
    devRoutes: true,
    // Tests sign in often from one cookieless client; the login budget has its own tests.
    loginRateLimit: { windowMs: 60_000, max: 1000 },
    exchangeCode: identity.exchangeCode,
    changePassword: identity.changePassword,
    isEmailVerified: identity.isEmailVerified,
    sendVerificationEmail: identity.sendVerificationEmail,
    now: () => clock.now,
    log: (entry) => logged.push(entry),
    ...overrides,
  };
  let server: ConsumerApiServer;
  try {
    server = await createConsumerApiServer(options);
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  async function request<T>(pathname: string, opts: RequestOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { Origin: SITE_ORIGIN, ...opts.headers };
    if (opts.key !== null) headers[SUBSCRIPTION_KEY_HEADER] = opts.key ?? SUBSCRIPTION_KEY;
    if (opts.locale) headers[LOCALE_HEADER] = opts.locale;
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    if (opts.visitor) headers.Cookie = `maple-dev-visitor=${opts.visitor}`;
    const body = opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
    if (body !== undefined && opts.contentType !== null) headers['Content-Type'] = opts.contentType ?? 'application/json';
    const response = await fetch(`${server.url}${pathname}`, { method: opts.method ?? 'GET', headers, body });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as T };
  }

  const api: TestApi = {
    get server() {
      return server;
    },
    get url() {
      return server.url;
    },
    dataFile,
    identity,
    clock,
    logged,
    request,

    async call(id, input = {}) {
      const endpoint = apiEndpoints[id];
      const { params, query, body, ...rest } = input as { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };
      const search = query ? `?${new URLSearchParams(query).toString()}` : '';
      const answer = await request(`${API_BASE_PATH}${endpointPath(id, params)}${search}`, {
        ...(rest as RequestOptions),
        method: endpoint.method,
        body,
      });
      if (answer.status >= 200 && answer.status < 300) {
        const parsed = endpoint.response.safeParse(answer.body);
        assert.ok(parsed.success, `${id} answered a body that breaks its response schema: ${JSON.stringify(answer.body)}`);
      } else {
        assert.ok(
          apiErrorBodySchema.safeParse(answer.body).success,
          `${id} answered ${answer.status} with a body that is not { statusCode, message }`,
        );
        assert.equal((answer.body as { statusCode: number }).statusCode, answer.status);
      }
      return answer as Answer<never>;
    },

    async signIn(name, campaignName = '') {
      const answer = await api.call('login', {
        body: { campaignName, authCode: `code-for-${name}`, codeVerifier: CODE_VERIFIER, redirectUri: REDIRECT_URI },
      });
      assert.equal(answer.status, 200, `signing ${name} in answered ${answer.status}`);
      return { token: answer.body.authToken, consumerId: answer.body.ids.consumerId, profile: answer.body };
    },

    async member(name, charityID = '006WWF') {
      const { token, consumerId } = await api.signIn(name);
      const enrolled = await api.call('enrolCause', { token, body: { locationExternalReference: 'web', charityID } });
      assert.equal(enrolled.status, 200);
      return { token, consumerId };
    },

    async restart() {
      await server.close();
      server = await createConsumerApiServer(options);
    },

    async close() {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return api;
}

/** Answers that fit every required question of a survey (the first option, the scale's minimum, some text). */
export function answersFor(surveyId: number): SurveyAnswer[] {
  const questions = SURVEY_QUESTIONS[surveyId];
  assert.ok(questions, `survey ${surveyId} has no questions`);
  return questions
    .filter((question) => question.required)
    .map((question): SurveyAnswer => {
      switch (question.kind) {
        case 'single':
          return { questionId: question.id, kind: 'single', optionId: question.options[0]?.id ?? '' };
        case 'multiple':
          return { questionId: question.id, kind: 'multiple', optionIds: [question.options[0]?.id ?? ''] };
        case 'scale':
          return { questionId: question.id, kind: 'scale', value: question.min };
        case 'text':
          return { questionId: question.id, kind: 'text', text: 'Fine, thanks.' };
      }
    });
}

/** A delivery address in Ottawa as `user/address` takes it: the street line, line 2 (none unless given) and a postal code. */
export function ottawaAddress(addressStreet1: string, addressStreet2 = ' ', zipcode = 'K1P1J1') {
  return { firstname: 'Ada', lastname: 'Lovelace', addressStreet1, addressStreet2, city: 'Ottawa', zipcode, state: 'ON' as const };
}

/** Answers every required question of a survey, then completes it; returns the completion's answer. */
export async function completeSurvey(api: TestApi, token: string, surveyId: number) {
  const params = { surveyId: String(surveyId) };
  const saved = await api.call('saveSurveyAnswers', { token, params, body: { answers: answersFor(surveyId) } });
  if (saved.status !== 200 && saved.status !== 422) assert.fail(`saving the answers of survey ${surveyId} answered ${saved.status}`);
  return api.call('completeSurvey', { token, params });
}

/** Answers every question of a quiz (the first option of each) and submits; returns the submission's answer. */
export async function completeQuiz(api: TestApi, token: string, quizId: string) {
  const questions = QUIZ_QUESTIONS[quizId] ?? [];
  const answers = questions.map((question) => ({ questionId: question.id, optionId: question.options[0]?.id ?? '' }));
  return api.call('submitQuiz', { token, params: { quizId }, body: { answers } });
}

/** The member's balance and the SUM of their ledger entries, read from the database. */
export function ledgerOf(api: TestApi, consumerId: string) {
  const sum = api.server.db
    .prepare<[string], { total: number; negatives: number }>(
      `SELECT COALESCE(SUM(points), 0) AS total, COUNT(*) FILTER (WHERE running < 0) AS negatives FROM (
         SELECT points, SUM(points) OVER (ORDER BY entry_id) AS running FROM ledger_entries WHERE consumer_id = ?
       )`,
    )
    .get(consumerId);
  return { sum: sum?.total ?? 0, negativeRunningBalances: sum?.negatives ?? 0 };
}

let grants = 0;

/** Appends a goodwill credit straight to the ledger (what customer service would do), for tests that need many points. */
export function grantPoints(api: TestApi, consumerId: string, points: number) {
  grants += 1;
  api.server.db
    .prepare(
      `INSERT INTO ledger_entries (transaction_id, consumer_id, kind, type_code, points, description_en, description_fr, created_at)
       VALUES (?, ?, 'earn', 'GOODWILL', ?, 'Goodwill credit', 'Crédit de courtoisie', ?)`,
    )
    .run(`TX-goodwill-${process.pid}-${grants}`, consumerId, points, new Date(api.clock.now).toISOString());
}

/** The status of a GET sent with the given Host header (fetch will not send another Host). */
export function statusWithHost(url: string, host: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { host } }, (response) => {
        response.resume();
        resolve(response.statusCode);
      })
      .on('error', reject);
  });
}
