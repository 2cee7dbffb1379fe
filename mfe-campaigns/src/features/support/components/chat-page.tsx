import { RemotePage, RouteLink } from '@maple/contracts/react';
import { Notice, Section } from '@maple/ui';
import { defineMessage, defineMessages, FormattedMessage, type MessageValue } from 'react-intl';

const messages = defineMessages({
  intro: {
    id: 'support.chat.intro',
    defaultMessage: 'Our member support team answers questions about your account, points, rewards, samples and coupons.',
  },
  helpFirstHeading: { id: 'support.chat.helpFirstHeading', defaultMessage: 'Check Help first' },
  readyHeading: { id: 'support.chat.readyHeading', defaultMessage: 'Have this ready when you contact us' },
  readyEmail: { id: 'support.chat.readyEmail', defaultMessage: 'The email address of your Maple Rewards account.' },
  readyItem: { id: 'support.chat.readyItem', defaultMessage: 'The name of the reward, sample or offer your question is about.' },
  safetyHeading: { id: 'support.chat.safetyHeading', defaultMessage: 'Keep your account safe' },
  safety: {
    id: 'support.chat.safety',
    defaultMessage: 'Our team will never ask for your password. Never share it, in a chat or anywhere else.',
  },
});

const helpFirst = defineMessage<{ help: MessageValue }>({
  id: 'support.chat.helpFirst',
  defaultMessage: 'Most questions about joining, earning, redeeming, samples and signing in are answered on the {help} page.',
});

const readyDate = defineMessage<{ pointsHistory: MessageValue }>({
  id: 'support.chat.readyDate',
  defaultMessage: 'The date of the order or activity (see the {pointsHistory} page).',
});

/** How to reach member support. */
export function ChatPage() {
  return (
    <RemotePage routeId="chat" intro={<FormattedMessage {...messages.intro} />} related={['help', 'myAccount', 'pointsHistory']}>
      <Section heading={<FormattedMessage {...messages.helpFirstHeading} />}>
        <p>
          <FormattedMessage {...helpFirst} values={{ help: <RouteLink to="help" /> }} />
        </p>
      </Section>
      <Section heading={<FormattedMessage {...messages.readyHeading} />}>
        <ul>
          <li>
            <FormattedMessage {...messages.readyEmail} />
          </li>
          <li>
            <FormattedMessage {...messages.readyItem} />
          </li>
          <li>
            <FormattedMessage {...readyDate} values={{ pointsHistory: <RouteLink to="pointsHistory" /> }} />
          </li>
        </ul>
      </Section>
      <Section heading={<FormattedMessage {...messages.safetyHeading} />}>
        <Notice>
          <FormattedMessage {...messages.safety} />
        </Notice>
      </Section>
    </RemotePage>
  );
}
