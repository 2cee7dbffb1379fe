import { zodResolver } from '@hookform/resolvers/zod';
import { API_MESSAGES } from '@maple/contracts';
import {
  checkPasswordChangeAttempt,
  countPasswordChangeFailure,
  PASSWORD_CHANGE_FAILURE_LIMIT,
  passwordAttemptsLeft,
} from '../lib/password-attempts';
import { RemotePage, RouteLink } from '@maple/platform';
import { Button, ButtonRow, Form, Notice, Section, TextField, useValidationErrorMap } from '@maple/ui';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { useChangePassword } from '../api/use-change-password';
import { usePasswordFailures } from '../hooks/use-password-failures';

const messages = defineMessages({
  intro: {
    id: 'security.changePassword.intro',
    defaultMessage: 'Choose a new password for your Maple Rewards account. You’ll use it the next time you log in.',
  },
  formHeading: { id: 'security.changePassword.formHeading', defaultMessage: 'Your new password' },
  current: { id: 'security.changePassword.current', defaultMessage: 'Current password' },
  new: { id: 'security.changePassword.new', defaultMessage: 'New password' },
  newHint: {
    id: 'security.changePassword.newHint',
    defaultMessage: 'At least 8 characters. A few unrelated words make a strong password that is easy to remember.',
  },
  confirm: { id: 'security.changePassword.confirm', defaultMessage: 'New password, again' },
  required: { id: 'security.changePassword.required', defaultMessage: 'Enter your current password.' },
  tooShort: { id: 'security.changePassword.tooShort', defaultMessage: 'Use at least 8 characters.' },
  tooLong: { id: 'security.changePassword.tooLong', defaultMessage: 'Use 128 characters at most.' },
  same: { id: 'security.changePassword.same', defaultMessage: 'Choose a password different from your current one.' },
  mismatch: { id: 'security.changePassword.mismatch', defaultMessage: 'The two new passwords are not the same. Type it again.' },
  submit: { id: 'security.changePassword.submit', defaultMessage: 'Change my password' },
  changed: {
    id: 'security.changePassword.changed',
    defaultMessage: 'Your password is changed. For your security, you were signed out on your other devices.',
  },
  rejected: {
    id: 'security.changePassword.rejected',
    defaultMessage: 'This password is too common or too easy to guess. Choose a longer one, such as a few unrelated words.',
  },
  blocked: {
    id: 'security.changePassword.blocked',
    defaultMessage:
      'For your security, this attempt was blocked after 3 failed attempts, and nothing was sent. Check your current password and try again, or reset it.',
  },
  failed: {
    id: 'security.changePassword.failed',
    defaultMessage: 'Your password was not changed: something went wrong. Please try again.',
  },
  forgotten: { id: 'security.changePassword.forgotten', defaultMessage: 'Forgotten your current password?' },
  rulesHeading: { id: 'security.changePassword.rulesHeading', defaultMessage: 'Good to know' },
  privacy: {
    id: 'security.changePassword.privacy',
    defaultMessage: 'Your passwords never appear in our error reports: they are replaced with asterisks.',
  },
});

const wrongCurrent = defineMessage<{ left: number }>({
  id: 'security.changePassword.wrongCurrent',
  defaultMessage:
    'This is not your current password. {left, plural, =0 {Your next attempt will be blocked.} one {# attempt left before the next one is blocked.} other {# attempts left before the next one is blocked.}}',
});

const locked = defineMessage<{ minutes: number }>({
  id: 'security.changePassword.locked',
  defaultMessage: 'Too many wrong passwords. Please wait {minutes, plural, one {# minute} other {# minutes}} before trying again.',
});

const attempts = defineMessage<{ attempts: number }>({
  id: 'security.changePassword.attempts',
  defaultMessage: 'Up to {attempts} failed attempts are allowed. After that, your next attempt is blocked and the count starts over.',
});

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

type Message = { id: string; defaultMessage: string };

function passwordSchema(t: (message: Message) => string) {
  return z
    .object({
      currentPassword: z.string().check(z.minLength(1, { error: t(messages.required) }), z.maxLength(1024)),
      newPassword: z.string().check(z.minLength(8, { error: t(messages.tooShort) }), z.maxLength(128, { error: t(messages.tooLong) })),
      confirmPassword: z.string(),
    })
    .check(
      z.superRefine((values, context) => {
        if (values.newPassword && values.newPassword === values.currentPassword)
          context.addIssue({ code: 'custom', message: t(messages.same), path: ['newPassword'], input: values });
        if (values.confirmPassword !== values.newPassword)
          context.addIssue({ code: 'custom', message: t(messages.mismatch), path: ['confirmPassword'], input: values });
      }),
    );
}

/** Seconds to wait, from the API's rate-limit message ("Try again in N seconds"). */
function secondsToWait(message: string): number {
  return Number(/(\d+)\s*seconds?/i.exec(message)?.[1] ?? 60);
}

/**
 * Changing the password: the current one and the new one, checked as the member types; the
 * spec's failure counter in local storage (3 failed attempts, the 4th check blocks and starts
 * the count over); the API's refusals in words a person understands. A change signs the
 * member out everywhere else.
 */
export function ChangePasswordPage() {
  const intl = useIntl();
  const errorMap = useValidationErrorMap();
  const failures = usePasswordFailures();
  const schema = useMemo(() => passwordSchema((message) => intl.formatMessage(message)), [intl]);
  const form = useForm<PasswordValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema, { error: errorMap }),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    shouldFocusError: false,
  });
  const change = useChangePassword();
  const [changed, setChanged] = useState(false);
  const { register } = form;

  const submit = async ({ currentPassword, newPassword }: PasswordValues) => {
    setChanged(false);
    const count = await failures.read();
    // Signed out while it waited for the member's profile: the page goes away, nothing is sent.
    if (count === null) return;
    const check = checkPasswordChangeAttempt(count);
    await failures.store(check.failures);
    if (!check.allowed) {
      form.setError('root.server', { type: 'blocked', message: intl.formatMessage(messages.blocked) });
      return;
    }
    try {
      await change.mutateAsync({ body: { currentPassword, newPassword } });
      await failures.store(0);
      form.reset();
      setChanged(true);
    } catch (error) {
      const { status, message } = error as { status?: number | null; message: string };
      if (status === 422 && message === API_MESSAGES.passwordValidationFailed) {
        form.setError('newPassword', { type: 'server', message: intl.formatMessage(messages.rejected) });
        return;
      }
      if (status === 422 && message === API_MESSAGES.currentPasswordIncorrect) {
        const counted = countPasswordChangeFailure(check.failures);
        await failures.store(counted);
        form.setError('currentPassword', {
          type: 'server',
          message: intl.formatMessage(wrongCurrent, { left: passwordAttemptsLeft(counted) }),
        });
        return;
      }
      if (status === 429) {
        await failures.store(countPasswordChangeFailure(check.failures));
        form.setError('root.server', {
          type: 'server',
          message: intl.formatMessage(locked, { minutes: Math.max(1, Math.ceil(secondsToWait(message) / 60)) }),
        });
        return;
      }
      form.setError('root.server', { type: 'server', message: intl.formatMessage(messages.failed) });
    }
  };

  return (
    <RemotePage routeId="changePassword" intro={<FormattedMessage {...messages.intro} />} related={['resetPassword', 'myAccount', 'help']}>
      <Section heading={<FormattedMessage {...messages.formHeading} />}>
        {changed && (
          <Notice tone="success" announce>
            <FormattedMessage {...messages.changed} />
          </Notice>
        )}
        <Form form={form} onSubmit={submit}>
          <TextField
            label={<FormattedMessage {...messages.current} />}
            type="password"
            autoComplete="current-password"
            {...register('currentPassword')}
          />
          <TextField
            label={<FormattedMessage {...messages.new} />}
            hint={<FormattedMessage {...messages.newHint} />}
            type="password"
            autoComplete="new-password"
            {...register('newPassword')}
          />
          <TextField
            label={<FormattedMessage {...messages.confirm} />}
            type="password"
            autoComplete="new-password"
            {...register('confirmPassword')}
          />
          <ButtonRow>
            {/* Busy from the press: an attempt may first wait for the member's profile, and a second press must not join it. */}
            <Button type="submit" busy={change.isPending || form.formState.isSubmitting}>
              <FormattedMessage {...messages.submit} />
            </Button>
          </ButtonRow>
        </Form>
        <p>
          <FormattedMessage {...messages.forgotten} /> <RouteLink to="resetPassword" />
        </p>
      </Section>
      <Section heading={<FormattedMessage {...messages.rulesHeading} />}>
        <Notice>
          <FormattedMessage {...attempts} values={{ attempts: PASSWORD_CHANGE_FAILURE_LIMIT }} />
        </Notice>
        <p>
          <FormattedMessage {...messages.privacy} />
        </p>
      </Section>
    </RemotePage>
  );
}
