import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_BASE_PATH, API_MESSAGES, type Geo, geoSchema } from '@maple/contracts';
import * as z from 'zod/mini';
import { fail } from './api-failure';
import { readJsonBody, sendJson } from './http-io';
import type { Receipts } from './receipts';
import type { Router } from './router';
import type { SweepstakesService } from './sweepstakes';

/** The path prefix of the fault-injection routes (absent in production). */
export const DEV_PATH_PREFIX = '/__dev/';

const faultRequestSchema = z
  .object({
    /** Relative to the API base, e.g. `user/reward/points`, or a template with `{consumerId}`. */
    path: z.string().check(z.minLength(1)),
    method: z.optional(z.enum(['GET', 'POST', 'PUT'])),
    /** 204 or an error status; without it the call only waits `delayMs` and then runs. */
    status: z.optional(
      z.int().check(z.refine((status) => status === 204 || (status >= 400 && status <= 599), 'status must be 204 or 400-599')),
    ),
    message: z.optional(z.string()),
    delayMs: z.optional(z.int().check(z.gte(0), z.lte(60_000))),
    times: z.optional(z.int().check(z.gte(1))),
    visitor: z.optional(z.string().check(z.minLength(1))),
  })
  .check(z.refine((fault) => fault.status !== undefined || fault.delayMs !== undefined, 'a fault needs a status or a delayMs'));

const fulfilmentFailureRequestSchema = z.object({
  rewardTypeExternalReference: z.string().check(z.minLength(1)),
  times: z.optional(z.int().check(z.gte(1))),
});

const geoRequestSchema = z.object({ visitor: z.string().check(z.minLength(1)), answer: geoSchema });

const receiptReviewRequestSchema = z.object({
  receiptId: z.string().check(z.minLength(1)),
  decision: z.enum(['approved', 'rejected']),
});

const RECEIPT_STATUS_FILTERS = ['pending', 'approved', 'rejected', 'all'] as const;

const sweepstakesDrawRequestSchema = z.object({
  sweepstakesId: z.string().check(z.minLength(1)),
  /** Draws among this member's entries only (tests); otherwise among everyone's. */
  consumerId: z.optional(z.string().check(z.minLength(1))),
});

/** The most one goodwill credit may add: enough to redeem anything of the catalogue, not a way to mint fortunes. */
export const GOODWILL_MAX_POINTS = 10_000;

const goodwillRequestSchema = z.object({
  consumerId: z.string().check(z.minLength(1)),
  points: z.int().check(z.gte(1), z.lte(GOODWILL_MAX_POINTS)),
});

/** An injected fault. */
interface Fault {
  readonly id: number;
  readonly path: string;
  readonly method?: 'GET' | 'POST' | 'PUT';
  readonly status?: number;
  readonly message?: string;
  readonly delayMs?: number;
  readonly visitor?: string;
  remaining: number;
}

function relativeOf(path: string) {
  const trimmed = path.replace(/^\/+/, '');
  const base = API_BASE_PATH.replace(/^\//, '');
  return trimmed.startsWith(base) ? trimmed.slice(base.length) : trimmed;
}

/** What the dev controls reach into. */
interface DevControlDependencies {
  rewardExists(rewardId: string): boolean;
  readonly receipts: Receipts;
  readonly sweepstakes: Pick<SweepstakesService, 'draw' | 'exists'>;
  /** Credits a member's goodwill points (the programme's customer-service adjustment); false when there is no such member. */
  grantGoodwill(consumerId: string, points: number): boolean;
}

/**
 * Development controls, outside production: failing or slow calls, failing reward
 * fulfilment, per-visitor geo answers (in memory until cleared), and the review of receipts
 * (the stand-in for the programme's back office).
 */
export function createDevControls(router: Router, { rewardExists, receipts, sweepstakes, grantGoodwill }: DevControlDependencies) {
  let faults: Fault[] = [];
  let nextId = 1;
  const fulfilmentFailures = new Map<string, number>();
  const geoAnswers = new Map<string, Geo>();

  function parse<T>(schema: z.ZodMiniType<T>, value: unknown): T {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw fail.badRequest();
    return parsed.data;
  }

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL) {
    const pathname = url.pathname;
    const route = `${req.method ?? ''} ${pathname.replace(/\/$/, '')}`;
    switch (route) {
      case 'GET /__dev/faults':
        return sendJson(res, 200, {
          faults,
          fulfilmentFailures: Object.fromEntries(fulfilmentFailures),
          geo: Object.fromEntries(geoAnswers),
        });
      case 'POST /__dev/faults': {
        const request = parse(faultRequestSchema, await readJsonBody(req));
        const path = relativeOf(request.path);
        if (!router.knows(path, request.method))
          throw fail.badRequest(`${API_MESSAGES.badRequest}: no endpoint ${request.method ?? ''} ${path}`.trim());
        const fault: Fault = { ...request, path, id: nextId++, remaining: request.times ?? 1 };
        faults.push(fault);
        return sendJson(res, 201, { ok: true, fault });
      }
      case 'DELETE /__dev/faults':
        faults = [];
        fulfilmentFailures.clear();
        geoAnswers.clear();
        return sendJson(res, 200, { ok: true });
      case 'POST /__dev/fulfilment-failure': {
        const request = parse(fulfilmentFailureRequestSchema, await readJsonBody(req));
        if (!rewardExists(request.rewardTypeExternalReference)) throw fail.badRequest(API_MESSAGES.invalidRewardId);
        const times = (fulfilmentFailures.get(request.rewardTypeExternalReference) ?? 0) + (request.times ?? 1);
        fulfilmentFailures.set(request.rewardTypeExternalReference, times);
        return sendJson(res, 201, { ok: true, rewardTypeExternalReference: request.rewardTypeExternalReference, times });
      }
      case 'POST /__dev/geo': {
        const request = parse(geoRequestSchema, await readJsonBody(req));
        geoAnswers.set(request.visitor, request.answer);
        return sendJson(res, 201, { ok: true, visitor: request.visitor, answer: request.answer });
      }
      case 'GET /__dev/receipts': {
        const status = url.searchParams.get('status') ?? 'pending';
        if (!(RECEIPT_STATUS_FILTERS as readonly string[]).includes(status)) throw fail.badRequest();
        return sendJson(res, 200, { receipts: receipts.forReview(status as (typeof RECEIPT_STATUS_FILTERS)[number]) });
      }
      case 'POST /__dev/receipts/review': {
        const request = parse(receiptReviewRequestSchema, await readJsonBody(req));
        const reviewed = receipts.review(request.receiptId, request.decision);
        if (!reviewed) throw fail.notFound();
        return sendJson(res, 200, { ok: true, receipt: reviewed });
      }
      case 'POST /__dev/sweepstakes/draw': {
        const request = parse(sweepstakesDrawRequestSchema, await readJsonBody(req));
        if (!sweepstakes.exists(request.sweepstakesId)) throw fail.badRequest(API_MESSAGES.invalidRewardId);
        const draw = sweepstakes.draw(request.sweepstakesId, request.consumerId);
        if (!draw) throw fail.unprocessable();
        return sendJson(res, 201, { ok: true, draw });
      }
      case 'POST /__dev/points/goodwill': {
        const request = parse(goodwillRequestSchema, await readJsonBody(req));
        if (!grantGoodwill(request.consumerId, request.points)) throw fail.notFound();
        return sendJson(res, 201, { ok: true, consumerId: request.consumerId, points: request.points });
      }
      default:
        throw [
          '/__dev/faults',
          '/__dev/fulfilment-failure',
          '/__dev/geo',
          '/__dev/receipts',
          '/__dev/receipts/review',
          '/__dev/sweepstakes/draw',
          '/__dev/points/goodwill',
        ].includes(pathname.replace(/\/$/, ''))
          ? fail.notFound(API_MESSAGES.apiNotFound)
          : fail.notFound();
    }
  }

  return {
    handle,

    /** Takes (uses up one time of) the first fault matching a call, if any. */
    takeFault(call: { method: string; path: string; template: string; visitor: string | null }): Fault | null {
      const fault = faults.find(
        (candidate) =>
          (candidate.path === call.path || candidate.path === call.template) &&
          (!candidate.method || candidate.method === call.method) &&
          (!candidate.visitor || candidate.visitor === call.visitor),
      );
      if (!fault) return null;
      fault.remaining -= 1;
      if (fault.remaining <= 0) faults = faults.filter((candidate) => candidate !== fault);
      return fault;
    },

    /** True (once per injected time) when the fulfilment of this reward should fail. */
    takeFulfilmentFailure(rewardId: string): boolean {
      const remaining = fulfilmentFailures.get(rewardId) ?? 0;
      if (remaining <= 0) return false;
      if (remaining === 1) fulfilmentFailures.delete(rewardId);
      else fulfilmentFailures.set(rewardId, remaining - 1);
      return true;
    },

    /** The geo answer set for a visitor, if any. */
    geoFor(visitor: string | null): Geo | null {
      return visitor ? (geoAnswers.get(visitor) ?? null) : null;
    },
  };
}

/** The dev controls of one server. */
export type DevControls = ReturnType<typeof createDevControls>;
