import { Button, ButtonRow } from '@maple/ui';
import type { SiteStore } from '../../../lib/site-store';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useStore } from 'zustand';
import styles from './consent-banner.module.css';

const messages = defineMessages({
  label: { id: 'shell.consent.label', defaultMessage: 'Cookie choices' },
  body: {
    id: 'shell.consent.body',
    defaultMessage:
      'We use necessary cookies to run this site. With your permission we also use cookies to measure how the site is used. Nothing is tracked until you accept.',
  },
  acceptAll: { id: 'shell.consent.acceptAll', defaultMessage: 'Accept all cookies' },
  necessaryOnly: { id: 'shell.consent.necessaryOnly', defaultMessage: 'Necessary cookies only' },
});

/** Asks for the visitor's cookie choice until they make one. */
export function ConsentBanner({ store, onChoice }: { store: SiteStore; onChoice: (acceptAll: boolean) => void }) {
  const intl = useIntl();
  const decided = useStore(store, (state) => state.cookiesAccepted !== null);
  if (decided) return null;
  return (
    <section className={styles.banner} aria-label={intl.formatMessage(messages.label)}>
      <p className={styles.body}>
        <FormattedMessage {...messages.body} />
      </p>
      <ButtonRow>
        <Button onClick={() => onChoice(true)}>
          <FormattedMessage {...messages.acceptAll} />
        </Button>
        <Button variant="secondary" onClick={() => onChoice(false)}>
          <FormattedMessage {...messages.necessaryOnly} />
        </Button>
      </ButtonRow>
    </section>
  );
}
