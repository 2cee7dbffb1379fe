import { zodResolver } from '@hookform/resolvers/zod';
import { type ErrorKind, RECEIPT_IMAGE_MAX_BYTES, RECEIPTS_PER_DAY } from '@maple/contracts';
import { Button, Form, Notice, Points, TextField, useValidationErrorMap } from '@maple/ui';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { defineMessages, FormattedMessage, type MessageDescriptor, type MessageValue, useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { useResendVerificationEmail } from '../api/use-resend-verification-email';
import { useUploadReceipt } from '../api/use-upload-receipt';
import { type ReceiptImageProblem, readReceiptImage } from '../model/receipt-image';
import styles from './receipts.module.css';

const messages = defineMessages({
  photo: { id: 'earning.receipts.photo', defaultMessage: 'Photo of your receipt' },
  choose: { id: 'earning.receipts.choose', defaultMessage: 'Choose a photo of your receipt.' },
  send: { id: 'earning.receipts.send', defaultMessage: 'Send my receipt' },
  sentTitle: { id: 'earning.receipts.sentTitle', defaultMessage: 'Receipt received' },
  empty: { id: 'earning.receipts.problem.empty', defaultMessage: 'This file is empty. Choose a photo of your receipt.' },
  tooSmall: {
    id: 'earning.receipts.problem.tooSmall',
    defaultMessage: 'This file is too small to be a readable photo. Take a sharper picture.',
  },
  notAPhoto: {
    id: 'earning.receipts.problem.notAPhoto',
    defaultMessage: 'This file is not a JPEG, PNG or HEIC photo. Take a picture of your receipt and choose that photo.',
  },
  unreadable: { id: 'earning.receipts.problem.unreadable', defaultMessage: 'This file could not be read. Choose it again.' },
  alreadySubmitted: {
    id: 'earning.receipts.failure.alreadySubmitted',
    defaultMessage: 'This photo was already sent: each receipt earns points once.',
  },
  dailyLimit: { id: 'earning.receipts.failure.dailyLimit', defaultMessage: 'You have sent today’s receipts. Send more tomorrow.' },
  emailNotVerified: {
    id: 'earning.receipts.failure.emailNotVerified',
    defaultMessage: 'Confirm your email address first: follow the link we emailed you when you joined.',
  },
  resendLink: { id: 'earning.receipts.resendLink', defaultMessage: 'Email me the link again' },
  linkSent: { id: 'earning.receipts.linkSent', defaultMessage: 'We sent the link again. It can take a few minutes.' },
  linkFailed: { id: 'earning.receipts.linkFailed', defaultMessage: 'We could not send the link now. Try again in a while.' },
  rateLimit: { id: 'earning.receipts.failure.rateLimit', defaultMessage: 'Too many tries in a short time. Wait a moment, then try again.' },
  other: { id: 'earning.receipts.failure.other', defaultMessage: 'Your receipt could not be sent. Please try again.' },
});

const withValues = defineMessages<{
  hint: { megabytes: MessageValue; perDay: MessageValue };
  tooLarge: { megabytes: MessageValue };
  sent: { points: MessageValue };
}>({
  hint: {
    id: 'earning.receipts.hint',
    defaultMessage:
      'A JPEG, PNG or HEIC photo, up to {megabytes} MB; up to {perDay} receipts a day. We check the picture itself, not the file’s name.',
  },
  tooLarge: {
    id: 'earning.receipts.problem.tooLarge',
    defaultMessage: 'This photo is larger than {megabytes} MB. Take a smaller picture.',
  },
  sent: {
    id: 'earning.receipts.sent',
    defaultMessage: 'Its {points} are pending until we review the photo; they are added to your balance once it is approved.',
  },
});

const PROBLEM_MESSAGES: Record<Exclude<ReceiptImageProblem, 'tooLarge'>, MessageDescriptor> = {
  empty: messages.empty,
  tooSmall: messages.tooSmall,
  notAPhoto: messages.notAPhoto,
};

/** The API's refusals of a receipt, in the member's words. */
function failureMessage(kind: ErrorKind): MessageDescriptor {
  switch (kind) {
    case 'receiptImageUnsupported':
      return messages.notAPhoto;
    case 'receiptAlreadySubmitted':
      return messages.alreadySubmitted;
    case 'dailyLimitReached':
      return messages.dailyLimit;
    case 'emailNotVerified':
      return messages.emailNotVerified;
    case 'rateLimitExceeded':
      return messages.rateLimit;
    default:
      return messages.other;
  }
}

const MEGABYTES = RECEIPT_IMAGE_MAX_BYTES / (1024 * 1024);

type Values = { photo: FileList | undefined };

/**
 * Sending a photo of a receipt: checked here by size and content (the API checks again), sent
 * base64-encoded, then pending until reviewed. Each refusal says what to do.
 */
export function ReceiptUpload() {
  const intl = useIntl();
  const errorMap = useValidationErrorMap();
  const upload = useUploadReceipt();
  const verification = useResendVerificationEmail();
  const [notVerified, setNotVerified] = useState(false);
  const schema = useMemo(
    () =>
      z.object({
        photo: z.custom<FileList | undefined>((value) => typeof FileList !== 'undefined' && value instanceof FileList && value.length > 0, {
          error: intl.formatMessage(messages.choose),
        }),
      }),
    [intl],
  );
  const form = useForm<Values>({ resolver: zodResolver(schema, { error: errorMap }), shouldFocusError: false });

  const send = async ({ photo }: Values) => {
    const file = photo?.[0];
    if (!file || upload.isPending) return;
    upload.reset();
    let read: Awaited<ReturnType<typeof readReceiptImage>>;
    try {
      read = await readReceiptImage(file);
    } catch {
      form.setError('photo', { type: 'file', message: intl.formatMessage(messages.unreadable) });
      return;
    }
    if (!read.ok) {
      const message =
        read.problem === 'tooLarge'
          ? intl.formatMessage(withValues.tooLarge, { megabytes: MEGABYTES })
          : intl.formatMessage(PROBLEM_MESSAGES[read.problem]);
      form.setError('photo', { type: 'file', message });
      return;
    }
    try {
      await upload.mutateAsync({ body: { image: read.image } });
      setNotVerified(false);
      form.reset();
    } catch (failure) {
      const kind = (failure as { kind?: ErrorKind }).kind ?? 'unknown';
      setNotVerified(kind === 'emailNotVerified');
      const field = kind === 'receiptImageUnsupported' || kind === 'receiptAlreadySubmitted' ? 'photo' : 'root.server';
      form.setError(field, { type: 'server', message: intl.formatMessage(failureMessage(kind)) });
    }
  };

  return (
    <div className={styles.upload}>
      <div aria-live="polite">
        {upload.isSuccess && (
          <Notice tone="success" title={<FormattedMessage {...messages.sentTitle} />}>
            <p>
              <FormattedMessage {...withValues.sent} values={{ points: <Points value={upload.data.points} /> }} />
            </p>
          </Notice>
        )}
      </div>
      <Form form={form} onSubmit={send} className={styles.form}>
        <TextField
          type="file"
          accept="image/jpeg,image/png,image/heic,image/heif,.heic,.heif"
          label={<FormattedMessage {...messages.photo} />}
          hint={<FormattedMessage {...withValues.hint} values={{ megabytes: MEGABYTES, perDay: RECEIPTS_PER_DAY }} />}
          {...form.register('photo')}
        />
        <Button type="submit" busy={upload.isPending || form.formState.isSubmitting}>
          <FormattedMessage {...messages.send} />
        </Button>
      </Form>
      {notVerified && (
        <div className={styles.verify}>
          <Button variant="secondary" busy={verification.isPending} onClick={() => !verification.isPending && verification.mutate({})}>
            <FormattedMessage {...messages.resendLink} />
          </Button>
          <p aria-live="polite">
            {verification.isSuccess && <FormattedMessage {...messages.linkSent} />}
            {verification.isError && <FormattedMessage {...messages.linkFailed} />}
          </p>
        </div>
      )}
    </div>
  );
}
