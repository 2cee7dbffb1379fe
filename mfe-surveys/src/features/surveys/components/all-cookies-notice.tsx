import { useSiteStore } from '@maple/contracts/react';
import { Button, Notice } from '@maple/ui';
import { useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { acceptAllCookies } from '../services/accept-all-cookies';

const messages = defineMessages({
  title: { id: 'surveys.cookies.title', defaultMessage: 'Surveys need all cookies' },
  undecided: {
    id: 'surveys.cookies.undecided',
    defaultMessage:
      'Survey pages ask you to accept all cookies: they are how a survey keeps your place and records your answers. You have not made your cookie choice yet.',
  },
  necessaryOnly: {
    id: 'surveys.cookies.necessaryOnly',
    defaultMessage:
      'Survey pages ask you to accept all cookies: they are how a survey keeps your place and records your answers. You chose necessary cookies only, so surveys cannot open.',
  },
  accept: { id: 'surveys.cookies.accept', defaultMessage: 'Accept all cookies' },
  reloads: { id: 'surveys.cookies.reloads', defaultMessage: 'The page reloads with your new choice; nothing you answered is lost.' },
  blocked: {
    id: 'surveys.cookies.blocked',
    defaultMessage: 'Your browser did not let us save your choice. Allow cookies and site data for this site, then try again.',
  },
});

/**
 * The all-cookies requirement of the survey pages (spec section 2), with a way to accept
 * them from the page. `warning` where a survey is waiting for it, `info` on the list.
 */
export function AllCookiesNotice({ tone = 'info' }: { tone?: 'info' | 'warning' }) {
  const cookiesAccepted = useSiteStore((state) => state.cookiesAccepted);
  const [blocked, setBlocked] = useState(false);
  if (cookiesAccepted === true) return null;

  const accept = () => {
    try {
      acceptAllCookies({ storage: window.localStorage, reload: () => window.location.reload() });
    } catch {
      setBlocked(true);
    }
  };

  return (
    <Notice tone={tone} title={<FormattedMessage {...messages.title} />}>
      <p>
        <FormattedMessage {...(cookiesAccepted === null ? messages.undecided : messages.necessaryOnly)} />
      </p>
      <p>
        <Button onClick={accept}>
          <FormattedMessage {...messages.accept} />
        </Button>
      </p>
      <p>
        <FormattedMessage {...messages.reloads} />
      </p>
      {blocked && (
        <p role="alert">
          <FormattedMessage {...messages.blocked} />
        </p>
      )}
    </Notice>
  );
}
