import { Button, Dialog } from '@maple/ui';
import type { SiteStore } from '#src/lib/site-store.ts';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useStore } from 'zustand';
import styles from './error-modal.module.css';

const messages = defineMessages({
  title: { id: 'shell.errorModal.title', defaultMessage: 'OOPS! Something went wrong. Please try again.' },
  close: { id: 'shell.errorModal.close', defaultMessage: 'Close' },
});

const codeMessage = defineMessage<{ code: string }>({ id: 'shell.errorModal.code', defaultMessage: 'Error code: {code}' });

/** The site's error modal: shows the first error code until the visitor closes it. */
export function ErrorModal({ store }: { store: SiteStore }) {
  const intl = useIntl();
  const code = useStore(store, (state) => state.errorModalCode);
  const close = store.actions.closeErrorModal;
  if (code === null) return null;
  return (
    <Dialog
      open
      role="alertdialog"
      title={<FormattedMessage {...messages.title} />}
      onClose={close}
      closeLabel={intl.formatMessage(messages.close)}
      actions={
        <Button onClick={close}>
          <FormattedMessage {...messages.close} />
        </Button>
      }
    >
      <p className={styles.code}>
        {/* A code is an identifier, not a quantity: passed as text so it is never grouped (1 275). */}
        <FormattedMessage {...codeMessage} values={{ code: String(code) }} />
      </p>
    </Dialog>
  );
}
