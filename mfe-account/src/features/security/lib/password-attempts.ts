/** Failed password changes allowed before the next one is blocked (spec sections 5 and 9). */
export const PASSWORD_CHANGE_FAILURE_LIMIT = 3;

/** What the check before a password change decides, and the count to keep. */
interface PasswordAttemptCheck {
  /** False when this attempt is blocked (it is not sent). */
  readonly allowed: boolean;
  /** The failure count to store after the check. */
  readonly failures: number;
}

/**
 * The check before a password change (spec section 5): up to 3 failed attempts are allowed;
 * on the 4th check (3 failures counted) the counter resets and the attempt is blocked, so the
 * one after it may go again.
 */
export function checkPasswordChangeAttempt(failures: number): PasswordAttemptCheck {
  const counted = clampFailures(failures);
  return counted >= PASSWORD_CHANGE_FAILURE_LIMIT ? { allowed: false, failures: 0 } : { allowed: true, failures: counted };
}

/** The count after a failed attempt (it never goes past the limit). */
export function countPasswordChangeFailure(failures: number): number {
  return Math.min(clampFailures(failures) + 1, PASSWORD_CHANGE_FAILURE_LIMIT);
}

/** The failures left before the next check blocks. */
export function passwordAttemptsLeft(failures: number): number {
  return PASSWORD_CHANGE_FAILURE_LIMIT - clampFailures(failures);
}

/** Reads a stored count: anything that is not a whole number from 0 to the limit counts as 0. */
export function readPasswordFailureCount(stored: string | null | undefined): number {
  if (!stored || !/^\d+$/.test(stored)) return 0;
  return clampFailures(Number(stored));
}

function clampFailures(failures: number): number {
  if (!Number.isInteger(failures) || failures < 0) return 0;
  return Math.min(failures, PASSWORD_CHANGE_FAILURE_LIMIT);
}
