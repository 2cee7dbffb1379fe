import { useCommands, useSiteStore } from '@maple/platform';
import { Button, Notice } from '@maple/ui';
import { defineMessages, FormattedMessage } from 'react-intl';

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
  appliesAtOnce: { id: 'surveys.cookies.appliesAtOnce', defaultMessage: 'Your choice applies at once; nothing you answered is lost.' },
});

/**
 * The all-cookies requirement of the survey pages (spec section 2), with a way to accept
 * them from the page: the shell records the choice as its consent banner does, and the page
 * follows the store (the notice goes, a waiting survey opens). `warning` where a survey is
 * waiting for it, `info` on the list.
 */
export function AllCookiesNotice({ tone = 'info' }: { tone?: 'info' | 'warning' }) {
  const cookiesAccepted = useSiteStore((state) => state.cookiesAccepted);
  const commands = useCommands();
  if (cookiesAccepted === true) return null;

  return (
    <Notice tone={tone} title={<FormattedMessage {...messages.title} />}>
      <p>
        <FormattedMessage {...(cookiesAccepted === null ? messages.undecided : messages.necessaryOnly)} />
      </p>
      <p>
        <Button onClick={() => commands.acceptAllCookies()}>
          <FormattedMessage {...messages.accept} />
        </Button>
      </p>
      <p>
        <FormattedMessage {...messages.appliesAtOnce} />
      </p>
    </Notice>
  );
}
