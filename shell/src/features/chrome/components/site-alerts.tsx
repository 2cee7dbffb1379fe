import type { Locale } from '@maple/contracts';
import { Button, Notice } from '@maple/ui';
import { defineMessages, useIntl } from 'react-intl';
import { useStore } from 'zustand';
import type { SiteStore } from '#src/lib/site-store.ts';
import styles from './site-alerts.module.css';

const messages = defineMessages({
  region: { id: 'shell.alerts.region', defaultMessage: 'Notices' },
  dismiss: { id: 'shell.alerts.dismiss', defaultMessage: 'Dismiss this notice' },
});

/**
 * The notices any app shows under the header (`commands.showAlert`), in the page's
 * language, each until the visitor dismisses it. Errors and warnings are announced at once;
 * the rest politely.
 */
export function SiteAlerts({ store, locale }: { store: SiteStore; locale: Locale }) {
  const intl = useIntl();
  const alerts = useStore(store, (state) => state.alerts);
  if (alerts.length === 0) return null;
  return (
    <section className={styles.alerts} aria-label={intl.formatMessage(messages.region)}>
      {alerts.map((alert) => (
        <Notice key={alert.id} tone={alert.tone} announce>
          <div className={styles.alert}>
            <p className={styles.message}>{alert.message[locale]}</p>
            <Button variant="quiet" size="small" onClick={() => store.actions.dismissAlert(alert.id)}>
              {intl.formatMessage(messages.dismiss)}
            </Button>
          </div>
        </Notice>
      ))}
    </section>
  );
}
