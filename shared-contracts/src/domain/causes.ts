import { DEFAULT_CAUSE_ID } from '../store/site-state';

/** The causes' codes, in the order spec section 3 lists them. */
export const CAUSE_IDS = [
  '001CSDW',
  '002TLOH',
  '003EPP',
  '004FA',
  '004DSWBR',
  '006DSWMM',
  '007COVID',
  '008SGA',
  '005SUW',
  '010TOR',
  '012OHF',
  '013HISTR',
  '006WWF',
  '007COF',
  '015HOMEC',
] as const;

/** A cause's code. */
export type CauseId = (typeof CAUSE_IDS)[number];

/** The short keys links use for some causes (spec section 3); the other causes have none. */
export const CAUSE_SHORT_KEYS: Readonly<Record<string, CauseId>> = {
  csdw: '001CSDW',
  tloh: '002TLOH',
  epp: '003EPP',
  dawnibr: '004DSWBR',
  dawnmmc: '006DSWMM',
  safeguard: '008SGA',
  united: '005SUW',
  wwf: '006WWF',
  cof: '007COF',
  ctcg: '015HOMEC',
};

/** The charity pledge (spec section 3). */
export const PLEDGE_ID = '648';

/** The cause members who join through the Always campaign (`alwayscoupon2025`) support (spec section 3). */
export const ALWAYS_CAMPAIGN_CAUSE_ID: CauseId = '003EPP';

/** True for one of the spec's cause codes, written exactly (`006WWF`). */
export function isCauseId(value: string): value is CauseId {
  return (CAUSE_IDS as readonly string[]).includes(value);
}

/**
 * The cause a link names, by short key (`wwf`) or by code (`006WWF`), in any case and with
 * spaces around it; null for anything else.
 */
export function causeIdFrom(value: string | null | undefined): CauseId | null {
  const key = (value ?? '').trim();
  if (!key) return null;
  const lower = key.toLowerCase();
  if (Object.hasOwn(CAUSE_SHORT_KEYS, lower)) return CAUSE_SHORT_KEYS[lower] ?? null;
  const upper = key.toUpperCase();
  return isCauseId(upper) ? upper : null;
}

/** The cause a link names, or the default cause (006WWF) when it names none (spec section 5). */
export function causeIdOrDefault(value: string | null | undefined): CauseId {
  return causeIdFrom(value) ?? (DEFAULT_CAUSE_ID as CauseId);
}

/** The short key of a cause, or null for the causes that have none. */
export function causeShortKey(causeId: CauseId): string | null {
  return Object.keys(CAUSE_SHORT_KEYS).find((key) => CAUSE_SHORT_KEYS[key] === causeId) ?? null;
}

/**
 * What a link writes to name a cause: its short key when it has one (`wwf`), else its code
 * in lower case (`004fa`). {@link causeIdFrom} reads both back.
 */
export function causeLinkKey(causeId: CauseId): string {
  return causeShortKey(causeId) ?? causeId.toLowerCase();
}
