import { useHydrated } from '@maple/platform';
import { Button, ButtonRow } from '@maple/ui';
import type { SiteStore } from '#src/lib/site-store.ts';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useStore } from 'zustand';
import styles from './consent-banner.module.css';

const messages = defineMessages({
  label: { id: 'shell.consent.label', defaultMessage: 'Cookie choices' },
  body: {
    id: 'shell.consent.body',
    defaultMessage: 'We use cookies to run this site and, only if you accept, to measure how it is used.',
  },
  acceptAll: { id: 'shell.consent.acceptAll', defaultMessage: 'Accept all' },
  necessaryOnly: { id: 'shell.consent.necessaryOnly', defaultMessage: 'Necessary only' },
});

/** Asks for the visitor's cookie choice until they make one. */
export function ConsentBanner({ store, onChoice }: { store: SiteStore; onChoice: (acceptAll: boolean) => void }) {
  const intl = useIntl();
  const decided = useStore(store, (state) => state.cookiesAccepted !== null);
  // The choice is stored in the browser: a served page has no banner until it is hydrated.
  const hydrated = useHydrated();
  if (decided || !hydrated) return null;
  return (
    <section className={styles.banner} aria-label={intl.formatMessage(messages.label)}>
      <p className={styles.body}>
        <FormattedMessage {...messages.body} />
      </p>
      <ButtonRow className={styles.actions}>
        <Button size="small" onClick={() => onChoice(true)}>
          <FormattedMessage {...messages.acceptAll} />
        </Button>
        <Button size="small" variant="secondary" onClick={() => onChoice(false)}>
          <FormattedMessage {...messages.necessaryOnly} />
        </Button>
      </ButtonRow>
    </section>
  );
}
