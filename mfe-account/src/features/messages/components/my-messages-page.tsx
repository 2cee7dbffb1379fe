import { RemotePage } from '@maple/contracts/react';
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
      <section aria-labelledby="my-messages-states-heading">
        <h2 id="my-messages-states-heading">
          <FormattedMessage {...messages.statesHeading} />
        </h2>
        <ul className="card-list">
          <li className="card">
            <FormattedMessage {...messages.unread} />
          </li>
          <li className="card">
            <FormattedMessage {...messages.read} />
          </li>
        </ul>
      </section>
      <p>
        <FormattedMessage {...messages.offers} />
      </p>
    </RemotePage>
  );
}
