import { onTheChangePasswordPage } from '../support/account';
import { expect, signedInAsANewMember, test } from '../support/member-fixture';

test('the password counter: 3 failed attempts, then the 4th is blocked without a call, even with the right password (English)', async ({
  page,
}) => {
  const member = await signedInAsANewMember(page, 'Harper');
  const form = await onTheChangePasswordPage(page);

  await form.attempt('not-my-password-1');
  await expect(form.problem).toContainText('2 attempts left');
  await form.attempt('not-my-password-2');
  await expect(form.problem).toContainText('1 attempt left');
  await form.attempt('not-my-password-3');
  await expect(form.problem).toContainText('Your next attempt will be blocked.');
  expect(form.sent()).toBe(3);

  await form.attempt(member.password);
  await expect(form.problem).toContainText('this attempt was blocked after 3 failed attempts');
  expect(form.sent()).toBe(3);
});
