import type { AccountStore, Account } from './accounts';
import { revokeAccount } from './adapter';
import type { IdentityDatabase } from './database';
import type { EmailVerificationStore } from './email-verifications';
import { IdentityPasswordError } from './errors';
import { messagesFor } from './i18n';
import { verifyHref } from './pages';
import type { Outbox, PasswordResetStore } from './password-resets';
import { checkPassword } from './password-policy';
import type { Throttle, ThrottleKey } from './throttle';
import type { IdentityLocale } from './types';

interface AccountActionDependencies {
  issuer: string;
  db: IdentityDatabase;
  accounts: AccountStore;
  resets: PasswordResetStore;
  verifications: EmailVerificationStore;
  outbox: Outbox;
  throttle: Throttle;
}

/** The sign-in throttle of an account: wrong passwords count against it wherever they are typed. */
export const signInAccountKey = (email: string): ThrottleKey => ({ throttle: 'signInPerAccount', subject: email });

/**
 * What changes an account's security: its password (changed or reset: every session, grant and
 * refresh token of the account ends, and the sign-in lockout is lifted) and the confirmation of
 * its email address (a link sent at sign-up and on request).
 */
export function createAccountActions(deps: AccountActionDependencies) {
  const { accounts, resets, verifications, outbox, throttle } = deps;
  const resetListeners = new Set<(accountId: string) => void>();

  /** Emails a link that confirms the address (nothing when it is confirmed already). */
  function sendVerificationLink(account: Account, locale: IdentityLocale): void {
    if (account.emailVerified) return;
    const t = messagesFor(locale);
    const token = verifications.create({ accountId: account.id, locale });
    const link = new URL(verifyHref(token, locale), deps.issuer).href;
    outbox.send({ to: account.email, subject: t.verifyEmailSubject, body: t.verifyEmailBody(link), link });
  }

  /** A new password is in place: nothing signed in with the old one stays signed in. */
  async function afterNewPassword(account: Account): Promise<void> {
    resets.invalidateAll(account.id);
    revokeAccount(deps.db, account.id);
    await throttle.clear(signInAccountKey(account.email));
  }

  return {
    sendVerificationLink,

    /**
     * Sends the confirmation link again, at most 3 times an hour per account (rejects with an
     * `IdentityPasswordError('locked')` naming the wait). Nothing to send for a confirmed address.
     */
    async resendVerificationLink(accountId: string, locale: IdentityLocale): Promise<void> {
      const account = accounts.findById(accountId);
      if (!account) throw new IdentityPasswordError('unknown_account');
      if (account.emailVerified) return;
      const key: ThrottleKey = { throttle: 'verificationPerAccount', subject: account.id };
      const wait = await throttle.lockedFor([key]);
      if (wait > 0) throw new IdentityPasswordError('locked', wait);
      await throttle.count([key]);
      sendVerificationLink(account, locale);
    },

    /** Confirms the address of a link's token; false when the link is unknown, used or expired. */
    confirmEmail(token: string): boolean {
      const verification = verifications.find(token);
      if (!verification || !verifications.consume(token, verification.accountId)) return false;
      accounts.markEmailVerified(verification.accountId);
      return true;
    },

    /**
     * The member's own change: the current password must be right (wrong ones count against the
     * account's sign-in lockout, and a locked account is refused), the new one must pass the
     * password rule. Rejects with an `IdentityPasswordError`.
     */
    async changePassword(accountId: string, currentPassword: string, newPassword: string): Promise<void> {
      const account = accounts.findById(accountId);
      if (!account) throw new IdentityPasswordError('unknown_account');
      const key = signInAccountKey(account.email);
      const wait = await throttle.lockedFor([key]);
      if (wait > 0) throw new IdentityPasswordError('locked', wait);
      if (!(await accounts.hasPassword(account.id, currentPassword))) {
        await throttle.count([key]);
        throw new IdentityPasswordError('wrong_password');
      }
      if (!checkPassword(newPassword, account.locale, account).ok) throw new IdentityPasswordError('invalid_password');
      await accounts.setPassword(account.id, newPassword);
      await afterNewPassword(account);
    },

    /**
     * A password chosen through an emailed reset link (which also confirms the address). The
     * listeners hear of it last: the hosted provider's post-change-password hook, through which
     * the consumer API ends the sessions it issued to the account.
     */
    async resetPassword(account: Account, password: string): Promise<void> {
      await accounts.setPasswordFromEmailLink(account.id, password);
      await afterNewPassword(account);
      for (const listener of resetListeners) {
        try {
          listener(account.id);
        } catch (error) {
          // The password is changed and the provider's sessions are gone: the member still gets the done page.
          console.error('[identity] a password reset listener failed:', error);
        }
      }
    },

    /** Calls `listener` with the account id (the `sub`) after every password reset by email. */
    onPasswordReset(listener: (accountId: string) => void): void {
      resetListeners.add(listener);
    },
  };
}

/** The account actions of one provider. */
export type AccountActions = ReturnType<typeof createAccountActions>;
