import { RemotePage } from '@maple/contracts/react';
import { Card, CardList, Notice, Section } from '@maple/ui';
import { defineMessages, FormattedMessage } from 'react-intl';

const messages = defineMessages({
  intro: {
    id: 'profile.optOut.intro',
    defaultMessage: 'Thinking of leaving Maple Rewards? Here is what opting out means, and how to come back if you change your mind.',
  },
  meaningHeading: { id: 'profile.optOut.meaningHeading', defaultMessage: 'What opting out means' },
  membership: {
    id: 'profile.optOut.membership',
    defaultMessage:
      'Your membership in the rewards programme ends: you stop earning points from surveys, quizzes, receipt scans and sign-ins.',
  },
  offers: { id: 'profile.optOut.offers', defaultMessage: 'You no longer receive member offers and messages from Maple Rewards.' },
  signIn: {
    id: 'profile.optOut.signIn',
    defaultMessage: 'If you sign in after opting out, you’ll see a message saying so, with an Opt Back In button.',
  },
  comeBackHeading: { id: 'profile.optOut.comeBackHeading', defaultMessage: 'Changed your mind?' },
  optBackIn: {
    id: 'profile.optOut.optBackIn',
    defaultMessage:
      'You can opt back in at any time with the same email address: your account is reactivated and you can start earning again.',
  },
});

/** What leaving the programme means, and how to come back. */
export function OptOutPage() {
  return (
    <RemotePage routeId="optOut" intro={<FormattedMessage {...messages.intro} />} related={['myAccount', 'myMessages', 'help']}>
      <Section heading={<FormattedMessage {...messages.meaningHeading} />}>
        <CardList>
          <Card>
            <FormattedMessage {...messages.membership} />
          </Card>
          <Card>
            <FormattedMessage {...messages.offers} />
          </Card>
          <Card>
            <FormattedMessage {...messages.signIn} />
          </Card>
        </CardList>
      </Section>
      <Section heading={<FormattedMessage {...messages.comeBackHeading} />}>
        <Notice>
          <FormattedMessage {...messages.optBackIn} />
        </Notice>
      </Section>
    </RemotePage>
  );
}
