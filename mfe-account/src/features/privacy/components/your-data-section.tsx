import { href } from '@maple/contracts';
import { useApiMutation, useCommands, useLocale, useNavigateTo } from '@maple/contracts/react';
import { Button, ButtonRow, ConfirmDialog, Notice, Section } from '@maple/ui';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { downloadJson } from '../../../lib/download-json';
import { endSiteSession } from '../../../lib/end-site-session';

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

const deletedAlert = {
  'en-CA': 'Your Maple Rewards account was deleted and you are signed out. Thank you for having been a member.',
  'fr-CA': 'Votre compte Maple Rewards a été supprimé et vous êtes déconnecté. Merci d’avoir été membre.',
};

/** Downloading the member's data, and deleting their account (with a confirmation). */
export function YourDataSection() {
  const intl = useIntl();
  const locale = useLocale();
  const navigateTo = useNavigateTo();
  const commands = useCommands();
  // A one-off action, not cached data: as a mutation its answer cannot be lost when the page's
  // query keys change under it (the session finishing its restore just after a click).
  const exported = useApiMutation('dataExport', {
    errors: 'inline',
    onSuccess: (data) => downloadJson(data, `maple-rewards-my-data-${data.exportedAt.slice(0, 10)}.json`),
  });
  const [confirming, setConfirming] = useState(false);
  const remove = useApiMutation('deleteAccount', { errors: 'inline' });

  const deleteAccount = async () => {
    try {
      await remove.mutateAsync({ body: { confirm: true } });
    } catch {
      setConfirming(false);
      return;
    }
    // The API ended every session: leave the member-only page first, then let the shell sign out and say what happened.
    navigateTo(href('home', locale), { replace: true });
    endSiteSession();
    commands.showAlert({ id: 'account-deleted', tone: 'success', message: deletedAlert });
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
          <strong>
            <FormattedMessage {...messages.confirmUndo} />
          </strong>
        </p>
      </ConfirmDialog>
    </Section>
  );
}
