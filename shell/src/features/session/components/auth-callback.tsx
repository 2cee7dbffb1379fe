import { href, type Locale } from '@maple/contracts';
import { Notice } from '@maple/ui';
import { useEffect, useRef, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import { ShellLink } from '#src/components/shell-link.tsx';
import type { SessionGateway } from '../services/session-gateway';

const messages = defineMessages({
  working: { id: 'shell.authCallback.working', defaultMessage: 'Signing you in…' },
  failed: { id: 'shell.authCallback.failed', defaultMessage: 'We could not sign you in.' },
  retry: { id: 'shell.authCallback.retry', defaultMessage: 'Go to the home page and try again' },
});
const failedCode = defineMessage<{ code: string }>({ id: 'shell.authCallback.code', defaultMessage: 'Error code: {code}' });

/** Finishes the sign-in the identity provider sent back, then returns to the member's page. */
export function AuthCallback({
  session,
  locale,
  search,
  navigate,
}: {
  session: Pick<SessionGateway, 'completeSignIn'>;
  locale: Locale;
  search: string;
  navigate: (to: string) => void;
}) {
  const [failure, setFailure] = useState<number | null>(null);
  const started = useRef(false);
  useEffect(() => {
    // The code can be redeemed once: never twice, even when React runs effects twice.
    if (started.current) return;
    started.current = true;
    void session.completeSignIn(search, locale).then((outcome) => {
      if (outcome.ok) navigate(outcome.returnTo);
      else setFailure(outcome.code);
    });
  }, [session, search, locale, navigate]);

  if (failure === null) {
    return (
      <p role="status">
        <FormattedMessage {...messages.working} />
      </p>
    );
  }
  return (
    <Notice tone="error" announce>
      <p>
        <FormattedMessage {...messages.failed} /> <FormattedMessage {...failedCode} values={{ code: String(failure) }} />
      </p>
      <p>
        <ShellLink href={href('home', locale)}>
          <FormattedMessage {...messages.retry} />
        </ShellLink>
      </p>
    </Notice>
  );
}
