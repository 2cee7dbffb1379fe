import type { Locale } from '@maple/contracts';
import { defineMessages, useIntl } from 'react-intl';
import { useStore } from 'zustand';
import type { SiteStore } from '../../../lib/site-store';

const messages = defineMessages({
  region: { id: 'shell.alerts.region', defaultMessage: 'Notices' },
  dismiss: { id: 'shell.alerts.dismiss', defaultMessage: 'Dismiss this notice' },
});

/**
 * The notices any app shows under the header (`commands.showAlert`), in the page's
 * language, each until the visitor dismisses it. Errors are announced at once; the rest politely.
 */
export function SiteAlerts({ store, locale }: { store: SiteStore; locale: Locale }) {
  const intl = useIntl();
  const alerts = useStore(store, (state) => state.alerts);
  if (alerts.length === 0) return null;
  return (
    <section className="site-alerts" aria-label={intl.formatMessage(messages.region)}>
      {alerts.map((alert) => (
        <div key={alert.id} className={`notice notice--${alert.tone}`} role={alert.tone === 'error' ? 'alert' : 'status'}>
          <p>{alert.message[locale]}</p>
          <button type="button" className="button button--secondary" onClick={() => store.actions.dismissAlert(alert.id)}>
            {intl.formatMessage(messages.dismiss)}
          </button>
        </div>
      ))}
    </section>
  );
}
