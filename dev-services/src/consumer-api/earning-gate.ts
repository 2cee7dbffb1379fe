import { API_MESSAGES } from '@maple/contracts';
import { ApiFailure, fail } from './api-failure';
import type { Services } from './handler-types';
import type { MemberRow } from './members';

/**
 * The member as stored, with their email confirmation brought up to date: until the member row
 * says confirmed, the identity provider is asked (so a member who just followed the link is
 * confirmed at once) and its yes is kept on the member. Rejects when the provider cannot answer.
 */
export async function withEmailConfirmation(
  { members, options }: Pick<Services, 'members' | 'options'>,
  member: MemberRow,
): Promise<MemberRow> {
  if (member.email_verified === 1) return member;
  if (!(await options.isEmailVerified(member.identity_sub))) return member;
  return members.update(member.consumer_id, { email_verified: 1 });
}

/**
 * Who may earn and order samples, a member in good standing: enrolled for rewards (403
 * Forbidden otherwise) with a confirmed email address (403 `Email not verified` otherwise).
 */
export function createEarningGate(services: Pick<Services, 'members' | 'options'>) {
  return async function assertMayEarn(member: MemberRow): Promise<void> {
    if (member.enrolled !== 1) throw fail.forbidden();
    let confirmed: MemberRow;
    try {
      confirmed = await withEmailConfirmation(services, member);
    } catch {
      throw fail.badGateway();
    }
    if (confirmed.email_verified !== 1) throw new ApiFailure(403, API_MESSAGES.emailNotVerified);
  };
}
