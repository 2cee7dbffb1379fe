import { RemotePage } from '@maple/contracts/react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { RewardTypes } from './reward-types';

const messages = defineMessages({
  intro: {
    id: 'rewards.all.intro',
    defaultMessage: 'Browse every reward in the catalogue, with its point cost and whether it is available to you.',
  },
});

/** The whole rewards catalogue. */
export function AllRewardsPage() {
  return (
    <RemotePage
      routeId="allRewards"
      intro={<FormattedMessage {...messages.intro} />}
      related={['rewards', 'sweepstakesEntry', 'earnPoints']}
    >
      <RewardTypes />
    </RemotePage>
  );
}
