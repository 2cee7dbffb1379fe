import { RemotePage } from '@maple/contracts/react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { RewardTypes } from './reward-types';

const messages = defineMessages({
  intro: {
    id: 'rewards.rewards.intro',
    defaultMessage: 'Redeem the points you earn for rewards you choose, and support your cause while you do.',
  },
});

/** The rewards hub: what points buy and where to find each kind of reward. */
export function RewardsPage() {
  return (
    <RemotePage
      routeId="rewards"
      intro={<FormattedMessage {...messages.intro} />}
      related={['allRewards', 'sweepstakesEntry', 'earnPoints', 'impact']}
    >
      <RewardTypes />
    </RemotePage>
  );
}
