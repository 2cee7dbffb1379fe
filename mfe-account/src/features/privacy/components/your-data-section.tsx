import { ERASURE_HASHES_KEPT_YEARS } from '@maple/contracts';
import { useCommands } from '@maple/platform';
import { Button, ButtonRow, ConfirmDialog, Notice, Section } from '@maple/ui';
import { useState } from 'react';
import { defineMessages, FormattedMessage, type MessageValue, useIntl } from 'react-intl';
import { useDeleteAccount } from '../api/use-delete-account';
import { useExportData } from '../api/use-export-data';

const messages = defineMessages({
  heading: { id: 'privacy.data.heading', defaultMessage: 'Your data' },
  intro: {
    id: 'privacy.data.intro',
    defaultMessage:
      'Under Canadian privacy law (PIPEDA) and Quebec’s Law 25 you can get a copy of everything we hold about you, and have your account deleted.',
  },
  download: { id: 'privacy.data.download', defaultMessage: 'Download my data' },
  downloadHint: {
    id: 'privacy.data.downloadHint',
    defaultMessage: 'A JSON file with your profile, consents, address, points history, rewards, messages, survey answers and receipts.',
  },
  downloaded: { id: 'privacy.data.downloaded', defaultMessage: 'Your data was downloaded.' },
  downloadFailed: { id: 'privacy.data.downloadFailed', defaultMessage: 'Your data could not be downloaded just now. Please try again.' },
  delete: { id: 'privacy.data.delete', defaultMessage: 'Delete my account' },
  keptHeading: { id: 'privacy.data.keptHeading', defaultMessage: 'What we keep after you delete your account' },
  confirmTitle: { id: 'privacy.data.confirmTitle', defaultMessage: 'Delete your account for good?' },
  confirmErased: {
    id: 'privacy.data.confirmErased',
    defaultMessage:
      'We erase your name, email, date of birth, gender, ethnicity, address, consents, survey answers, messages and receipt photos, and sign you out everywhere.',
  },
  confirmPoints: {
    id: 'privacy.data.confirmPoints',
    defaultMessage: 'Your points and rewards are lost. Our points ledger keeps its entries, without anything that names you.',
  },
  confirmUndo: { id: 'privacy.data.confirmUndo', defaultMessage: 'This cannot be undone.' },
  confirmDelete: { id: 'privacy.data.confirmDelete', defaultMessage: 'Delete my account' },
  keep: { id: 'privacy.data.keep', defaultMessage: 'Keep my account' },
  deleteFailed: {
    id: 'privacy.data.deleteFailed',
    defaultMessage: 'Your account was not deleted: something went wrong. Please try again.',
  },
});

const kept = defineMessages<{ kept: { years: MessageValue }; confirmKept: { years: MessageValue } }>({
  kept: {
    id: 'privacy.data.kept',
    defaultMessage:
      'To prevent fraud, we keep coded fingerprints (keyed one-way hashes) of your sign-in identity and email address, of the one-time points and samples you received, and of the homes your samples went to, for {years} years, then delete them. They can’t be turned back into your details: they only tell us that someone who joins again already had those. You would start again with no points, could not receive those points or samples again, and your joining would not count as a friend’s referral.',
  },
  confirmKept: {
    id: 'privacy.data.confirmKept',
    defaultMessage:
      'To prevent fraud, coded fingerprints of your identity and of the one-time offers you received are kept for {years} years: if you join again, you start with no points and can’t receive those offers again.',
  },
});

/** Downloading the member's data, and deleting their account (with a confirmation). */
export function YourDataSection() {
  const intl = useIntl();
  const commands = useCommands();
  const exported = useExportData();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAccount();

  const deleteAccount = async () => {
    try {
      await remove.mutateAsync({ body: { confirm: true } });
    } catch {
      setConfirming(false);
      return;
    }
    // The API ended every session: the shell takes the member home, signs them out and says why.
    commands.endSession('accountDeleted');
  };

  return (
    <Section heading={<FormattedMessage {...messages.heading} />} description={<FormattedMessage {...messages.intro} />}>
      <p>
        <FormattedMessage {...messages.downloadHint} />
      </p>
      {exported.isSuccess && (
        <Notice tone="success" announce>
          <FormattedMessage {...messages.downloaded} />
        </Notice>
      )}
      {exported.isError && (
        <Notice tone="error" announce>
          <FormattedMessage {...messages.downloadFailed} />
        </Notice>
      )}
      {remove.isError && (
        <Notice tone="error" announce>
          <FormattedMessage {...messages.deleteFailed} />
        </Notice>
      )}
      <Section level={3} heading={<FormattedMessage {...messages.keptHeading} />}>
        <p>
          <FormattedMessage {...kept.kept} values={{ years: ERASURE_HASHES_KEPT_YEARS }} />
        </p>
      </Section>
      <ButtonRow>
        <Button variant="secondary" busy={exported.isPending} onClick={() => exported.mutate({})}>
          <FormattedMessage {...messages.download} />
        </Button>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          <FormattedMessage {...messages.delete} />
        </Button>
      </ButtonRow>
      <ConfirmDialog
        open={confirming}
        title={<FormattedMessage {...messages.confirmTitle} />}
        confirmLabel={intl.formatMessage(messages.confirmDelete)}
        cancelLabel={intl.formatMessage(messages.keep)}
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => void deleteAccount()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          <FormattedMessage {...messages.confirmErased} />
        </p>
        <p>
          <FormattedMessage {...messages.confirmPoints} />
        </p>
        <p>
          <FormattedMessage {...kept.confirmKept} values={{ years: ERASURE_HASHES_KEPT_YEARS }} />
        </p>
        <p>
          <strong>
            <FormattedMessage {...messages.confirmUndo} />
          </strong>
        </p>
      </ConfirmDialog>
    </Section>
  );
}
