import { filterRewards, NO_REWARD_FILTERS, type RewardFilters, rewardFiltersFrom, rewardFiltersToParams } from '@maple/contracts';
import { RemotePage, useQueryParams } from '@maple/platform';
import { Button, EmptyState } from '@maple/ui';
import { defineMessages, FormattedMessage, type MessageValue, useIntl } from 'react-intl';
import { useOpenReward } from '../hooks/use-open-reward';
import { useRewardCatalogue } from '../hooks/use-reward-catalogue';
import { CatalogueStatus } from './catalogue-status';
import { PointsSummary } from './points-summary';
import { RewardDialog } from './reward-dialog';
import { RewardFilterControls } from './reward-filters';
import { RewardList } from './reward-list';
import styles from './all-rewards-page.module.css';

const messages = defineMessages({
  intro: {
    id: 'rewards.all.intro',
    defaultMessage: 'Browse every reward in the catalogue, with its point cost and whether it is available to you.',
  },
  empty: { id: 'rewards.all.empty', defaultMessage: 'No reward matches your search' },
  emptyBody: { id: 'rewards.all.emptyBody', defaultMessage: 'Try another word or kind of reward, or clear the filters.' },
  clear: { id: 'rewards.all.clear', defaultMessage: 'Clear the filters' },
  results: { id: 'rewards.all.results', defaultMessage: 'Rewards found' },
});

const counted = defineMessages<{ count: { count: MessageValue } }>({
  count: { id: 'rewards.all.count', defaultMessage: '{count, plural, =0 {No rewards} one {# reward} other {# rewards}}' },
});

/** The whole catalogue, to filter by kind, by what the member can afford and by words, and to sort by cost; the URL keeps it all. */
export function AllRewardsPage() {
  const intl = useIntl();
  const catalogue = useRewardCatalogue();
  const { open } = useOpenReward();
  const [params, setParams] = useQueryParams();
  const filters = rewardFiltersFrom(params);
  const { signedIn, rewards, pointsAvailable } = catalogue;
  const shown = filterRewards(rewards, signedIn ? filters : { ...filters, affordable: false }, pointsAvailable);
  const change = (next: RewardFilters) => setParams(rewardFiltersToParams(next));
  return (
    <RemotePage
      routeId="allRewards"
      intro={<FormattedMessage {...messages.intro} />}
      related={['rewards', 'sweepstakesEntry', 'earnPoints']}
    >
      <PointsSummary
        signedIn={signedIn}
        pointsBalance={catalogue.pointsBalance}
        pointsAvailable={pointsAvailable}
        pendingPoints={catalogue.pendingPoints}
      />
      <RewardFilterControls filters={filters} signedIn={signedIn} onChange={change} />
      <CatalogueStatus catalogue={catalogue} cards={9}>
        <p className={styles.count} role="status">
          <FormattedMessage {...counted.count} values={{ count: shown.length }} />
        </p>
        {shown.length === 0 ? (
          <EmptyState
            title={<FormattedMessage {...messages.empty} />}
            action={
              <Button variant="secondary" onClick={() => change(NO_REWARD_FILTERS)}>
                <FormattedMessage {...messages.clear} />
              </Button>
            }
          >
            <p>
              <FormattedMessage {...messages.emptyBody} />
            </p>
          </EmptyState>
        ) : (
          <RewardList
            rewards={shown}
            signedIn={signedIn}
            pointsAvailable={pointsAvailable}
            onOpen={open}
            label={intl.formatMessage(messages.results)}
            first
          />
        )}
        <RewardDialog rewards={rewards} signedIn={signedIn} pointsAvailable={pointsAvailable} />
      </CatalogueStatus>
    </RemotePage>
  );
}
