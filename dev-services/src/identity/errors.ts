export type IdentityPasswordFailure = 'invalid_password' | 'unknown_account';

/** Why `IdentityServer.setPassword` refused a new password. */
export class IdentityPasswordError extends Error {
  override readonly name = 'IdentityPasswordError';
  constructor(readonly reason: IdentityPasswordFailure) {
    super(
      reason === 'invalid_password' ? 'password must have at least 8 characters, with a letter and a digit' : 'no account has that subject',
    );
  }
}
