import { featuredRewards, rewardFiltersToParams, NO_REWARD_FILTERS, rewardsByType } from '@maple/contracts';
import { RemotePage } from '@maple/platform';
import { Section, VisuallyHidden } from '@maple/ui';
import { defineMessages, FormattedMessage } from 'react-intl';
import { SiteLink } from '#src/components/site-link.tsx';
import { useRoutePath } from '#src/lib/route-path.ts';
import { useOpenReward } from '../hooks/use-open-reward';
import { useRewardCatalogue } from '../hooks/use-reward-catalogue';
import { CatalogueStatus } from './catalogue-status';
import { PointsSummary } from './points-summary';
import { RewardDialog } from './reward-dialog';
import { RewardList } from './reward-list';
import { rewardTypeDescriptions, rewardTypeMessages } from './reward-messages';

const messages = defineMessages({
  intro: {
    id: 'rewards.rewards.intro',
    defaultMessage: 'Redeem the points you earn for rewards you choose, and support your cause while you do.',
  },
  featured: { id: 'rewards.rewards.featured', defaultMessage: 'Featured rewards' },
  seeAll: { id: 'rewards.rewards.seeAll', defaultMessage: 'See all' },
});

/** The rewards home: the member's points, three featured rewards, then every reward by kind. */
export function RewardsPage() {
  const catalogue = useRewardCatalogue();
  const { open } = useOpenReward();
  const pathTo = useRoutePath();
  const { signedIn, rewards, pointsAvailable } = catalogue;
  return (
    <RemotePage
      routeId="rewards"
      intro={<FormattedMessage {...messages.intro} />}
      related={['allRewards', 'sweepstakesEntry', 'earnPoints', 'impact']}
    >
      <PointsSummary
        signedIn={signedIn}
        pointsBalance={catalogue.pointsBalance}
        pointsAvailable={pointsAvailable}
        pendingPoints={catalogue.pendingPoints}
      />
      <CatalogueStatus catalogue={catalogue}>
        <Section heading={<FormattedMessage {...messages.featured} />}>
          <RewardList rewards={featuredRewards(rewards)} signedIn={signedIn} pointsAvailable={pointsAvailable} onOpen={open} first />
        </Section>
        {rewardsByType(rewards).map(({ type, rewards: ofType }) => {
          const allOfType = pathTo('allRewards', rewardFiltersToParams({ ...NO_REWARD_FILTERS, type }));
          return (
            <Section
              key={type}
              heading={<FormattedMessage {...rewardTypeMessages[type]} />}
              description={<FormattedMessage {...rewardTypeDescriptions[type]} />}
              actions={
                allOfType && (
                  <SiteLink href={allOfType}>
                    <FormattedMessage {...messages.seeAll} />
                    <VisuallyHidden>
                      : <FormattedMessage {...rewardTypeMessages[type]} />
                    </VisuallyHidden>
                  </SiteLink>
                )
              }
            >
              <RewardList rewards={ofType} signedIn={signedIn} pointsAvailable={pointsAvailable} onOpen={open} />
            </Section>
          );
        })}
        <RewardDialog rewards={rewards} signedIn={signedIn} pointsAvailable={pointsAvailable} />
      </CatalogueStatus>
    </RemotePage>
  );
}
