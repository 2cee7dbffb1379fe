/** A fixed-window request counter per client. */
function createRateLimiter(options: { windowMs: number; max: number }, now: () => number) {
  const windows = new Map<string, { startedAt: number; count: number }>();

  function sweep(at: number) {
    for (const [client, window] of windows) if (at - window.startedAt >= options.windowMs) windows.delete(client);
  }

  return {
    /** Counts a request; null when allowed, else the seconds to wait (for `Retry-After`). */
    hit(client: string): number | null {
      const at = now();
      if (windows.size > 10_000) sweep(at);
      let window = windows.get(client);
      if (!window || at - window.startedAt >= options.windowMs) {
        window = { startedAt: at, count: 0 };
        windows.set(client, window);
      }
      window.count += 1;
      if (window.count <= options.max) return null;
      return Math.max(1, Math.ceil((window.startedAt + options.windowMs - at) / 1000));
    },
  };
}

/** A budget: `max` calls per client and, for anonymous clients, `addressMax` per address, per window. */
export interface BudgetLimits {
  readonly windowMs: number;
  readonly max: number;
  /** What every anonymous client of one address may call together (default 3 × `max`). */
  readonly addressMax?: number;
}

/** Who is calling, for the budgets: a member, or an anonymous client (its cookie) at an address. */
export type Caller = { readonly member: string } | { readonly client: string; readonly address: string };

/**
 * A budget per caller: a member has their own; anonymous clients have one per client cookie
 * (so one browser hammering a call does not block its neighbours behind the same address)
 * within one per address that all its clients share (so minting client cookies, which costs
 * nothing, buys no more than the address's budget). A call a client's own budget refuses does
 * not count against its address.
 */
export function createClientBudget(limits: BudgetLimits, now: () => number) {
  const perClient = createRateLimiter(limits, now);
  const perAddress = createRateLimiter({ windowMs: limits.windowMs, max: limits.addressMax ?? limits.max * 3 }, now);
  return {
    /** Counts a call; null when allowed, else the seconds to wait (for `Retry-After`). */
    hit(caller: Caller): number | null {
      if ('member' in caller) return perClient.hit(`member:${caller.member}`);
      return perClient.hit(`anonymous:${caller.address}|${caller.client}`) ?? perAddress.hit(caller.address);
    },
  };
}

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The first four groups of an IPv6 address (its /64), `::` expanded. */
function ipv6Prefix(address: string): string {
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) => (part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : []);
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}

/**
 * The address a budget belongs to: an IPv4 address (also when written as IPv4-mapped IPv6), or
 * the /64 of an IPv6 address: one subscriber is given a whole /64, and would otherwise have a
 * budget per address it picks.
 */
export function budgetAddressOf(remoteAddress: string | undefined): string {
  if (!remoteAddress) return 'unknown';
  const mapped = IPV4_MAPPED.exec(remoteAddress)?.[1];
  if (mapped) return mapped;
  if (!remoteAddress.includes(':')) return remoteAddress;
  return ipv6Prefix(remoteAddress.split('%')[0] ?? remoteAddress);
}
