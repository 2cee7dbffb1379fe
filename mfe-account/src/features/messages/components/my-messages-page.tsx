import { RemotePage } from '@maple/contracts/react';
import { Card, CardList, Section } from '@maple/ui';
import { defineMessages, FormattedMessage } from 'react-intl';

const messages = defineMessages({
  intro: {
    id: 'messages.myMessages.intro',
    defaultMessage: 'The messages Maple Rewards sends you, from new offers to news about your rewards, all in one place.',
  },
  statesHeading: { id: 'messages.myMessages.statesHeading', defaultMessage: 'Read and unread' },
  unread: {
    id: 'messages.myMessages.unread',
    defaultMessage: 'Unread: a message you haven’t opened yet. It stands out in your list so you don’t miss it.',
  },
  read: { id: 'messages.myMessages.read', defaultMessage: 'Read: a message you’ve opened. Opening a message marks it as read.' },
  offers: {
    id: 'messages.myMessages.offers',
    defaultMessage: 'Messages often tell you about promotions: new rewards, surveys to answer and coupons to use.',
  },
});

/** The member's messages and their read or unread state. */
export function MyMessagesPage() {
  return (
    <RemotePage
      routeId="myMessages"
      intro={<FormattedMessage {...messages.intro} />}
      related={['myAccount', 'rewards', 'coupons', 'survey']}
    >
      <Section heading={<FormattedMessage {...messages.statesHeading} />}>
        <CardList>
          <Card>
            <FormattedMessage {...messages.unread} />
          </Card>
          <Card>
            <FormattedMessage {...messages.read} />
          </Card>
        </CardList>
      </Section>
      <p>
        <FormattedMessage {...messages.offers} />
      </p>
    </RemotePage>
  );
}
