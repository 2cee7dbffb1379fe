import { RemotePage } from '@maple/contracts/react';
import { Card, CardList, Notice, Section } from '@maple/ui';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';

/** Failed attempts allowed before a password change is blocked (spec sections 5 and 9). */
const FAILED_ATTEMPTS_ALLOWED = 3;

const messages = defineMessages({
  intro: {
    id: 'security.changePassword.intro',
    defaultMessage: 'Choose a new password for your Maple Rewards account. You’ll use it the next time you log in.',
  },
  rulesHeading: { id: 'security.changePassword.rulesHeading', defaultMessage: 'Good to know' },
  validation: {
    id: 'security.changePassword.validation',
    defaultMessage:
      'Your new password must meet the password rules of our secure sign-in service. If it doesn’t, you’ll be told that it could not be validated, and you can choose another one.',
  },
  privacy: {
    id: 'security.changePassword.privacy',
    defaultMessage: 'Your new password never appears in our error reports: it is replaced with asterisks.',
  },
  forgotten: {
    id: 'security.changePassword.forgotten',
    defaultMessage: 'Forgotten your current password? Reset it instead.',
  },
});

const attempts = defineMessage<{ attempts: number }>({
  id: 'security.changePassword.attempts',
  defaultMessage: 'Up to {attempts} failed attempts are allowed. After that, your next attempt is blocked and the count starts over.',
});

/** Changing the member's password, and the limits that protect it. */
export function ChangePasswordPage() {
  return (
    <RemotePage routeId="changePassword" intro={<FormattedMessage {...messages.intro} />} related={['resetPassword', 'myAccount', 'help']}>
      <Section heading={<FormattedMessage {...messages.rulesHeading} />}>
        <Notice>
          <FormattedMessage {...attempts} values={{ attempts: FAILED_ATTEMPTS_ALLOWED }} />
        </Notice>
        <CardList>
          <Card>
            <FormattedMessage {...messages.validation} />
          </Card>
          <Card>
            <FormattedMessage {...messages.privacy} />
          </Card>
          <Card>
            <FormattedMessage {...messages.forgotten} />
          </Card>
        </CardList>
      </Section>
    </RemotePage>
  );
}
