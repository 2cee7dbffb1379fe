import { API_MESSAGES, type ApiOutput, type Locale } from '@maple/contracts';
import * as z from 'zod/mini';
import { createAccountHandlers } from './account-handlers';
import { fail } from './api-failure';
import { PLEDGE_ID } from './catalogue';
import { DEFAULT_GEO, createContent } from './content';
import { createCausesAndPledges } from './causes-and-pledges';
import { createCoupons } from './coupons';
import { createEarningHandlers } from './earning-handlers';
import { createEarningGate, withEmailConfirmation } from './earning-gate';
import { createEditorialHandlers } from './editorial';
import type { HandlerTable, Services } from './handler-types';
import { type MemberRow, toProfile } from './members';
import { createProgrammeHandlers } from './programme-handlers';
import { createRewards } from './rewards';
import { createSamples } from './samples';
import { createSweepstakes } from './sweepstakes';
import { identityFailureReason, identityRetryAfter } from './types';

/** The ethnicity options of spec section 3, as stored (English, comma-joined). */
const ETHNICITY_OPTIONS = [
  'White',
  'Black',
  'French',
  'Indian',
  'Chinese',
  'Filipino',
  'Southeast Asian',
  'First Peoples',
  'Latin American',
  'Other',
  'I do not wish to disclose this information',
] as const;

/** Adult age in every province (spec section 5). */
const ADULT_AGE = 18;

const identitySchema = z.object({
  sub: z.string().check(z.minLength(1)),
  email: z.email(),
  emailVerified: z.boolean(),
  givenName: z.string(),
  familyName: z.string(),
  locale: z.string(),
});

/** A member who redeems must be enrolled for rewards. */
function requireEnrolled(member: MemberRow) {
  if (member.enrolled !== 1) throw fail.forbidden();
}

function birthDateOf(day: string, month: string, year: string, now: Date): string {
  const [d, m, y] = [Number(day), Number(month), Number(year)];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) throw fail.badRequest();
  // The age check compares year and month (spec section 5); birth years span 100 years.
  const ageInMonths = (now.getUTCFullYear() - y) * 12 + (now.getUTCMonth() + 1 - m);
  if (ageInMonths > (ADULT_AGE + 100) * 12) throw fail.badRequest();
  if (ageInMonths < ADULT_AGE * 12) throw fail.unprocessable();
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function ethnicityOf(value: string): string | null {
  const chosen = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (chosen.some((option) => !(ETHNICITY_OPTIONS as readonly string[]).includes(option))) throw fail.badRequest();
  return chosen.length > 0 ? chosen.join(',') : null;
}

/** Every endpoint of the contract, answered. */
export function createHandlers(services: Services): HandlerTable {
  const { db, members, sessions, ledger, options, clock, dev, receipts } = services;
  const causes = createCausesAndPledges(services);
  const rewards = createRewards({ ...services, pledges: causes });
  const samples = createSamples(services);
  const content = createContent(services);
  const coupons = createCoupons(services);
  const causeExists = db.prepare<[string], { found: number }>('SELECT 1 AS found FROM causes WHERE cause_id = ?');

  function knownCause(causeId: string): string {
    if (!causeExists.get(causeId)) throw fail.badRequest();
    return causeId;
  }

  const profileOf = (member: MemberRow): ApiOutput<'getProfile'> => toProfile(members.get(member.consumer_id));
  const assertInGoodStanding = createEarningGate(services);

  /** Orders a sample for a member in good standing (enrolled, email confirmed), as earning needs. */
  async function orderSample(member: MemberRow, incentiveId: string, locale: Locale) {
    await assertInGoodStanding(member);
    return samples.order(member, incentiveId, locale);
  }

  return {
    async login({ body }) {
      let claims: unknown;
      try {
        claims = await options.exchangeCode({ code: body.authCode, redirectUri: body.redirectUri, codeVerifier: body.codeVerifier });
      } catch (error) {
        const reason = identityFailureReason(error);
        if (reason === 'invalid_grant') throw fail.badRequest(API_MESSAGES.invalidAuthCode);
        if (reason === 'unavailable' || reason === 'invalid_response') throw fail.badGateway();
        throw error;
      }
      const identity = identitySchema.safeParse(claims);
      if (!identity.success) throw fail.badGateway();
      const { member } = members.findOrCreate(identity.data, body.campaignName);
      const idTokenHint = (claims as { idToken?: unknown }).idToken;
      return {
        ...toProfile(member),
        authToken: await sessions.issue(member.consumer_id),
        ...(typeof idTokenHint === 'string' && idTokenHint ? { idTokenHint } : {}),
      };
    },

    logout({ session }) {
      if (session) sessions.end(session, 'logout');
      return { ok: true };
    },

    enrolCause({ member, body }) {
      const enrolled = members.enrol(member.consumer_id, knownCause(body.charityID), body.locationExternalReference);
      return { enrolledForRewards: true, charitableCause: enrolled.charitable_cause };
    },

    enrolCharityEligible({ member, body }) {
      const cause = knownCause(body.charityID ?? members.defaultCauseFor(member));
      const enrolled = members.enrol(member.consumer_id, cause, body.locationExternalReference);
      return { enrolledForRewards: true, charitableCause: enrolled.charitable_cause };
    },

    optOut({ member }) {
      members.update(member.consumer_id, { opted_out: 1, opted_out_at: clock.iso() });
      return { ok: true };
    },

    /**
     * Changes the password at the identity provider (which checks the current one, counts wrong
     * ones against the account's sign-in lockout and ends the refresh tokens), then ends the
     * member's other sessions here.
     */
    async changePassword({ member, body, session }) {
      try {
        await options.changePassword(member.identity_sub, body.currentPassword, body.newPassword);
      } catch (error) {
        const reason = identityFailureReason(error);
        if (reason === 'wrong_password') throw fail.unprocessable(API_MESSAGES.currentPasswordIncorrect);
        if (reason === 'locked') throw fail.rateLimited(identityRetryAfter(error));
        // 'invalid_password' is what the identity server's own changePassword says for the same refusal.
        if (reason === 'password_rejected' || reason === 'invalid_password')
          throw fail.unprocessable(API_MESSAGES.passwordValidationFailed);
        if (reason === 'unavailable' || reason === 'invalid_response' || reason === 'unknown_account') throw fail.badGateway();
        throw error;
      }
      sessions.endAll(member.consumer_id, 'password-changed', session);
      return { ok: true };
    },

    /** The profile, its email confirmation asked of the provider until it is confirmed (the pages tell an unconfirmed member what waits for it). */
    async getProfile({ member }) {
      try {
        return toProfile(await withEmailConfirmation(services, members.get(member.consumer_id)));
      } catch {
        // The provider did not answer: the profile as stored is still the member's.
        return profileOf(member);
      }
    },

    updateProfile({ member, body }) {
      if ('optin' in body) return toProfile(members.update(member.consumer_id, { opted_out: 0, opted_out_at: null }));
      return toProfile(
        members.update(member.consumer_id, {
          gender: body.gender,
          birth_date: birthDateOf(body.birthdate, body.birthmonth, body.birthyear, new Date(clock.now())),
          ethnicity: ethnicityOf(body.traitEthnicityCulture),
        }),
      );
    },

    updateCause({ member, body }) {
      return toProfile(members.update(member.consumer_id, { charitable_cause: knownCause(body.charityCauseId) }));
    },

    /** Stores the delivery address; once submitted it cannot be changed (spec section 5), only sent again. */
    updateAddress({ member, body }) {
      const address = {
        delivery_first_name: body.firstname.trim(),
        delivery_last_name: body.lastname.trim(),
        address_line1: body.addressStreet1.trim(),
        address_line2: body.addressStreet2.trim() || null,
        city: body.city.trim(),
        postal_code: body.zipcode,
        province: body.state,
      };
      if (member.address_line1 !== null) {
        const same = (Object.keys(address) as (keyof typeof address)[]).every((column) => member[column] === address[column]);
        if (!same) throw fail.unprocessable();
        return profileOf(member);
      }
      return toProfile(members.update(member.consumer_id, address));
    },

    orders: ({ member, locale }) => samples.orders(member, locale),
    orderSample: ({ member, body, locale }) => orderSample(member, body.incentiveId, locale),
    samples: ({ member, locale }) => samples.list(locale, member),
    sampleCampaigns: ({ member, locale }) => samples.list(locale, member),
    orderSampleV2: ({ member, body, locale }) => orderSample(member, body.incentiveId, locale),
    consumerIncentives({ member, params, locale }) {
      if (params.consumerId !== member.consumer_id) throw fail.forbidden();
      return samples.orders(member, locale);
    },

    messages: ({ member, locale }) => content.messages(member, locale),
    readMessage: ({ member, query, locale }) => content.readMessage(member, query.messageId, locale),

    anonymousRewards: ({ locale }) => rewards.list(locale, null),
    rewards: ({ member, locale }) => rewards.list(locale, member),

    issueReward({ member, body }) {
      requireEnrolled(member);
      return rewards.redeem(member, body);
    },

    points({ member }) {
      const points = ledger.balance(member.consumer_id);
      return { pointsBalance: points, memberPointsAvailable: points, pendingPoints: receipts.pendingPoints(member) };
    },

    resendRewardEmail({ member, body }) {
      rewards.resendEmail(member, body.orderReference);
      return { ok: true };
    },

    charityDetailsCount: ({ member }) => ({ charityDetailsCount: ledger.totals(member.consumer_id).causePoints }),

    history: ({ member, query, locale }) =>
      rewards.history(
        member,
        { transactionType: query.transactionType ?? 'redeem', paginate: query.isPagination !== 'false', page: Number(query.page ?? '1') },
        locale,
      ),

    /**
     * Sets the charity future transactions are attributed to: a cause, or the pledge (648),
     * which also records the member's pledge of support to their cause.
     */
    transactionCustomFields({ member, body }) {
      const charity = body.transactionTypeExternalReference;
      if (charity === PLEDGE_ID) requireEnrolled(member);
      members.update(member.consumer_id, { transaction_charity_id: charity === PLEDGE_ID ? charity : knownCause(charity) });
      if (charity === PLEDGE_ID) causes.pledge(member);
      return { ok: true };
    },

    anonymousOffers: ({ locale }) => coupons.offers(locale, null),
    memberOffers: ({ member, locale }) => coupons.offers(locale, member),
    printCoupons: ({ member, body, locale }) => coupons.print(member, body.offerIds, locale),

    surveys: ({ locale }) => content.surveys(locale),
    quizzes: ({ locale }) => content.quizzes(locale),
    articles: ({ locale }) => content.articles(locale),
    geo: ({ visitor }) => dev?.geoFor(visitor) ?? DEFAULT_GEO,

    ...createEarningHandlers(services),
    ...createProgrammeHandlers({ sweepstakes: createSweepstakes(services), causes }),
    ...createEditorialHandlers(services),
    ...createAccountHandlers(services),
  };
}
