import { rewardAvailability } from '@maple/contracts';
import { Section } from '@maple/ui';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useOpenReward } from '../hooks/use-open-reward';
import { useRewardCatalogue } from '../hooks/use-reward-catalogue';
import { CatalogueStatus } from './catalogue-status';
import { RewardDialog } from './reward-dialog';
import { RewardList } from './reward-list';

const messages = defineMessages({
  heading: { id: 'rewards.donations.heading', defaultMessage: 'Donate points to your cause' },
  description: {
    id: 'rewards.donations.description',
    defaultMessage: 'Maple Rewards forwards the full value of your donation, and you earn cause points for it.',
  },
  others: { id: 'rewards.donations.others', defaultMessage: 'Donate to another cause' },
});

/**
 * The cause donations for a cause (the member's), then those for other causes, each
 * redeemed in the rewards' own dialog; for the impact page.
 */
export function CauseDonations({ causeId }: { causeId: string }) {
  const catalogue = useRewardCatalogue();
  const { open } = useOpenReward();
  const { signedIn, rewards, pointsAvailable } = catalogue;
  const donations = rewards.filter((reward) => reward.type === 'CAUSE_DONATION');
  const forCause = donations.filter((reward) => reward.charityId === causeId);
  const others = donations.filter(
    (reward) => reward.charityId !== causeId && rewardAvailability(reward, { signedIn, pointsAvailable }) !== 'unavailable',
  );
  return (
    <Section heading={<FormattedMessage {...messages.heading} />} description={<FormattedMessage {...messages.description} />}>
      <CatalogueStatus catalogue={catalogue} cards={2}>
        {forCause.length > 0 && <RewardList rewards={forCause} signedIn={signedIn} pointsAvailable={pointsAvailable} onOpen={open} />}
        {others.length > 0 && (
          <Section level={3} heading={<FormattedMessage {...messages.others} />}>
            <RewardList rewards={others} signedIn={signedIn} pointsAvailable={pointsAvailable} onOpen={open} />
          </Section>
        )}
        <RewardDialog rewards={donations} signedIn={signedIn} pointsAvailable={pointsAvailable} />
      </CatalogueStatus>
    </Section>
  );
}
