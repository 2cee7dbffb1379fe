import {
  checkPasswordChangeAttempt,
  countPasswordChangeFailure,
  PASSWORD_CHANGE_FAILURE_LIMIT,
  passwordAttemptsLeft,
  readPasswordFailureCount,
} from './password-attempts';

describe('the password-change failure counter (spec section 5)', () => {
  it('allows up to 3 failed attempts', () => {
    expect(PASSWORD_CHANGE_FAILURE_LIMIT).toBe(3);
    expect(checkPasswordChangeAttempt(0)).toEqual({ allowed: true, failures: 0 });
    expect(checkPasswordChangeAttempt(1)).toEqual({ allowed: true, failures: 1 });
    expect(checkPasswordChangeAttempt(2)).toEqual({ allowed: true, failures: 2 });
  });

  it('blocks the 4th check and resets the counter', () => {
    expect(checkPasswordChangeAttempt(3)).toEqual({ allowed: false, failures: 0 });
  });

  it('lets the attempt after the blocked one go again', () => {
    let failures = 0;
    const outcomes: boolean[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const check = checkPasswordChangeAttempt(failures);
      outcomes.push(check.allowed);
      failures = check.allowed ? countPasswordChangeFailure(check.failures) : check.failures;
    }
    expect(outcomes).toEqual([true, true, true, false, true]);
  });

  it('never counts past the limit, and says how many attempts are left', () => {
    expect(countPasswordChangeFailure(2)).toBe(3);
    expect(countPasswordChangeFailure(3)).toBe(3);
    expect(passwordAttemptsLeft(0)).toBe(3);
    expect(passwordAttemptsLeft(2)).toBe(1);
    expect(passwordAttemptsLeft(7)).toBe(0);
  });

  it.each([
    [null, 0],
    ['', 0],
    ['2', 2],
    ['9', 3],
    ['-1', 0],
    ['1.5', 0],
    ['two', 0],
  ])('reads the stored %p as %p', (stored, count) => {
    expect(readPasswordFailureCount(stored)).toBe(count);
  });
});
