import { RemotePage } from '@maple/contracts/react';
import { Notice, Section } from '@maple/ui';
import { defineMessages, FormattedMessage } from 'react-intl';

const messages = defineMessages({
  intro: {
    id: 'points.history.intro',
    defaultMessage: 'Every point you’ve earned and every reward you’ve redeemed, in one history.',
  },
  transactionsHeading: { id: 'points.history.transactionsHeading', defaultMessage: 'Transactions' },
  transactionsText: {
    id: 'points.history.transactionsText',
    defaultMessage: 'Each transaction shows how you earned points: surveys, quizzes, receipt scans, sign-ins and other actions.',
  },
  rewardsHeading: { id: 'points.history.rewardsHeading', defaultMessage: 'Redeemed rewards' },
  rewardsText: {
    id: 'points.history.rewardsText',
    defaultMessage: 'Each redeemed reward shows its name, its type, its value and the points you redeemed for it.',
  },
  rewardKinds: {
    id: 'points.history.rewardKinds',
    defaultMessage: 'You’ll find your sweepstakes entries, cause donations, gift cards, digital subscriptions and local experiences here.',
  },
  approvedOnly: {
    id: 'points.history.approvedOnly',
    defaultMessage: 'Only approved redemptions are listed: cancelled redemptions do not appear.',
  },
  paging: { id: 'points.history.paging', defaultMessage: 'A long history is shown one page at a time.' },
});

/** The member's transactions and redeemed rewards. */
export function PointsHistoryPage() {
  return (
    <RemotePage
      routeId="pointsHistory"
      intro={<FormattedMessage {...messages.intro} />}
      related={['pointsDetails', 'myAccount', 'rewards', 'earnPoints']}
    >
      <Section heading={<FormattedMessage {...messages.transactionsHeading} />}>
        <p>
          <FormattedMessage {...messages.transactionsText} />
        </p>
      </Section>
      <Section heading={<FormattedMessage {...messages.rewardsHeading} />}>
        <p>
          <FormattedMessage {...messages.rewardsText} />
        </p>
        <p>
          <FormattedMessage {...messages.rewardKinds} />
        </p>
        <Notice>
          <FormattedMessage {...messages.approvedOnly} />
        </Notice>
      </Section>
      <p>
        <FormattedMessage {...messages.paging} />
      </p>
    </RemotePage>
  );
}
