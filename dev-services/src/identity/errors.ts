/**
 * Why a password change (or a request on an account) was refused: the new password breaks the
 * rule, the current one is wrong, the account is locked out for `retryAfterSeconds`, or there
 * is no such account.
 */
type IdentityPasswordFailure = 'invalid_password' | 'wrong_password' | 'locked' | 'unknown_account';

const MESSAGES: Record<IdentityPasswordFailure, string> = {
  invalid_password: 'the new password is too short or too easy to guess',
  wrong_password: 'the current password is wrong',
  locked: 'too many attempts: the account is locked for a while',
  unknown_account: 'no account has that subject',
};

/** Why `IdentityServer.changePassword` (or `sendVerificationEmail`) refused. */
export class IdentityPasswordError extends Error {
  override readonly name = 'IdentityPasswordError';
  constructor(
    readonly reason: IdentityPasswordFailure,
    /** For `locked`: how long to wait. */
    readonly retryAfterSeconds?: number,
  ) {
    super(MESSAGES[reason]);
  }
}
