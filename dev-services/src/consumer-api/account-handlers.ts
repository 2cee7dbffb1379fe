import { createAccountData } from './account-data';
import { withAnswers } from './consents';
import { createEarningGate } from './earning-gate';
import type { HandlerTable, Services } from './handler-types';
import { createImpact } from './impact';
import { toProfile } from './members';
import { createReferrals } from './referrals';

type AccountEndpoints = 'updateConsents' | 'referral' | 'claimReferral' | 'impact' | 'dataExport' | 'deleteAccount';

/**
 * The member's account beyond the spec's calls: consents per purpose, referrals, the impact
 * dashboard's figures, and the member's data (export and erasure).
 */
export function createAccountHandlers(services: Services): Pick<HandlerTable, AccountEndpoints> {
  const { members, clock } = services;
  const referrals = createReferrals(services);
  const impact = createImpact(services);
  const data = createAccountData(services, referrals);
  const assertMayEarn = createEarningGate(services);

  return {
    updateConsents: ({ member, body }) =>
      toProfile(members.update(member.consumer_id, { consents: withAnswers(member.consents, body.opts, clock.iso()) })),

    referral: ({ member }) => referrals.summary(member),

    /**
     * A friend's claim needs what earning needs (enrolled, email confirmed): a throwaway address
     * credits no one. A code that can never count (unknown, or the member's own) is refused
     * first, so nobody is asked to confirm their email for nothing.
     */
    async claimReferral({ member, body }) {
      referrals.assertSomeoneElses(member, body.referralCode);
      await assertMayEarn(member);
      return referrals.claim(members.get(member.consumer_id), body.referralCode);
    },

    impact: ({ member, locale }) => impact.impact(member, locale),

    dataExport: ({ member, locale }) => data.export(member, locale),

    deleteAccount({ member }) {
      data.erase(member);
      return { ok: true };
    },
  };
}
