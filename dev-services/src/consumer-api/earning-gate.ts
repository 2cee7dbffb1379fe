import { API_MESSAGES } from '@maple/contracts';
import { ApiFailure, fail } from './api-failure';
import type { Services } from './handler-types';
import type { MemberRow } from './members';

/**
 * Who may earn: a member enrolled for rewards (403 Forbidden otherwise) whose email address is
 * confirmed (403 `Email not verified` otherwise). Until the member row says verified, the
 * identity provider is asked, so a member who just clicked the link earns at once; the answer
 * is then kept on the member.
 */
export function createEarningGate({ members, options }: Pick<Services, 'members' | 'options'>) {
  return async function assertMayEarn(member: MemberRow): Promise<void> {
    if (member.enrolled !== 1) throw fail.forbidden();
    if (member.email_verified === 1) return;
    let verified: boolean;
    try {
      verified = await options.isEmailVerified(member.identity_sub);
    } catch {
      throw fail.badGateway();
    }
    if (!verified) throw new ApiFailure(403, API_MESSAGES.emailNotVerified);
    members.update(member.consumer_id, { email_verified: 1 });
  };
}

/** Checks that a member may earn (enrolled, email confirmed). */
export type EarningGate = ReturnType<typeof createEarningGate>;
