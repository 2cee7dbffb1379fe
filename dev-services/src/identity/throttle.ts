import { RateLimiterSQLite } from 'rate-limiter-flexible';
import type { IdentityDatabase } from './database';

/** How many attempts a key may make in a window before it is locked out, and for how long. */
export interface ThrottlePolicy {
  /** Attempts (failed sign-ins; sign-ups or reset requests) allowed per window. */
  readonly attempts: number;
  readonly windowSeconds: number;
  /** How long the key is locked out once it used its attempts. */
  readonly lockoutSeconds: number;
}

/** The throttles of the provider's forms, per account (email address) and per client address. */
export interface ThrottlePolicies {
  readonly signInPerAccount: ThrottlePolicy;
  readonly signInPerAddress: ThrottlePolicy;
  readonly signUpPerAccount: ThrottlePolicy;
  readonly signUpPerAddress: ThrottlePolicy;
  readonly forgotPerAccount: ThrottlePolicy;
  readonly forgotPerAddress: ThrottlePolicy;
  readonly verificationPerAccount: ThrottlePolicy;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Five wrong passwords lock an account for 15 minutes (a password reset unlocks it). An
 * address gets more room (many people may share one behind a NAT): 50 wrong passwords, 30
 * sign-ups, 20 reset requests. Reset and confirmation emails: 3 an hour per address asked for.
 */
export const DEFAULT_THROTTLE_POLICIES: ThrottlePolicies = {
  signInPerAccount: { attempts: 5, windowSeconds: 15 * MINUTE, lockoutSeconds: 15 * MINUTE },
  signInPerAddress: { attempts: 50, windowSeconds: 15 * MINUTE, lockoutSeconds: 15 * MINUTE },
  signUpPerAccount: { attempts: 5, windowSeconds: HOUR, lockoutSeconds: HOUR },
  signUpPerAddress: { attempts: 30, windowSeconds: HOUR, lockoutSeconds: HOUR },
  forgotPerAccount: { attempts: 3, windowSeconds: HOUR, lockoutSeconds: HOUR },
  forgotPerAddress: { attempts: 20, windowSeconds: HOUR, lockoutSeconds: HOUR },
  verificationPerAccount: { attempts: 3, windowSeconds: HOUR, lockoutSeconds: HOUR },
};

/** The table the counters live in (created by the identity database's migrations). */
const THROTTLE_TABLE = 'throttles';

/** One counted key: which throttle, and whose (an email address or a client address). */
export interface ThrottleKey {
  readonly throttle: keyof ThrottlePolicies;
  readonly subject: string;
}

/**
 * Counters with lockout, kept in the identity database (rate-limiter-flexible over SQLite) so
 * a restart forgets nothing. `lockedFor` says how long a key must still wait; `count` records
 * an attempt and locks the key out once it used its attempts.
 */
export class Throttle {
  private readonly limiters: Record<keyof ThrottlePolicies, { limiter: RateLimiterSQLite; policy: ThrottlePolicy }>;

  constructor(db: IdentityDatabase, policies: ThrottlePolicies) {
    const entries = (Object.keys(policies) as (keyof ThrottlePolicies)[]).map((name) => {
      const policy = policies[name];
      const limiter = new RateLimiterSQLite({
        storeClient: db,
        storeType: 'better-sqlite3',
        tableName: THROTTLE_TABLE,
        tableCreated: true,
        keyPrefix: name,
        points: policy.attempts,
        duration: policy.windowSeconds,
      });
      return [name, { limiter, policy }] as const;
    });
    this.limiters = Object.fromEntries(entries) as Throttle['limiters'];
  }

  /** Seconds the longest-locked of the keys must still wait; 0 when none is locked. */
  async lockedFor(keys: readonly ThrottleKey[]): Promise<number> {
    let wait = 0;
    for (const { throttle, subject } of keys) {
      const { limiter, policy } = this.limiters[throttle];
      const state = await limiter.get(subject);
      if (state && state.consumedPoints >= policy.attempts) wait = Math.max(wait, Math.ceil(state.msBeforeNext / 1000));
    }
    return wait;
  }

  /** Counts one attempt for each key; a key that used its attempts is locked out. */
  async count(keys: readonly ThrottleKey[]): Promise<void> {
    for (const { throttle, subject } of keys) {
      const { limiter, policy } = this.limiters[throttle];
      const state = await limiter.consume(subject).catch((refused: unknown) => refused);
      const consumed = typeof state === 'object' && state !== null && 'consumedPoints' in state ? Number(state.consumedPoints) : 0;
      if (consumed >= policy.attempts) await limiter.block(subject, policy.lockoutSeconds);
    }
  }

  /** Forgets a key (a successful sign-in ends the run of failures; a password reset unlocks). */
  async clear(key: ThrottleKey): Promise<void> {
    await this.limiters[key.throttle].limiter.delete(key.subject);
  }
}

/** Removes counters that expired more than an hour ago. */
export function pruneThrottles(db: IdentityDatabase): void {
  db.prepare(`DELETE FROM ${THROTTLE_TABLE} WHERE expire < ?`).run(Date.now() - 60 * 60 * 1000);
}
