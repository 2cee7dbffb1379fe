import type { ChoiceReward } from '@maple/contracts';
import { useApiQuery, useSiteStore } from '@maple/contracts/react';
import { Badge, Card, CardList, CardListSkeleton, EmptyState, ErrorState, Points, Section } from '@maple/ui';
import { defineMessage, defineMessages, FormattedMessage, type MessageValue, useIntl } from 'react-intl';
import { QueryLink } from '../../../components/query-link';
import { FEATURED_REWARD_COUNT, featuredRewards } from '../featured-rewards';

const messages = defineMessages({
  heading: { id: 'home.featured.heading', defaultMessage: 'Featured rewards' },
  seeAll: { id: 'home.featured.seeAll', defaultMessage: 'See all rewards' },
  loading: { id: 'home.featured.loading', defaultMessage: 'Loading the featured rewards…' },
  failed: { id: 'home.featured.failed', defaultMessage: 'The featured rewards could not be loaded' },
  failedBody: { id: 'home.featured.failedBody', defaultMessage: 'Try again, or browse every reward on the rewards page.' },
  empty: { id: 'home.featured.empty', defaultMessage: 'No reward can be redeemed right now' },
  emptyBody: { id: 'home.featured.emptyBody', defaultMessage: 'New rewards are added often: come back soon.' },
  eligible: { id: 'home.featured.eligible', defaultMessage: 'You can redeem it' },
});

const pointsToGo = defineMessage<{ points: MessageValue }>({
  id: 'home.featured.pointsToGo',
  defaultMessage: '{points} to go',
});

/**
 * What a member's card says about redeeming it: they can, or how many points they still need
 * (eligibility alone is not enough, the balance must cover the cost). Nothing for a reward
 * they may not redeem, or before their balance is known.
 */
function MemberReach({ reward, balance }: { reward: ChoiceReward; balance: number | undefined }) {
  if (reward.memberEligibility !== 1 || balance === undefined) return null;
  return (
    <p>
      {balance >= reward.pointCost ? (
        <FormattedMessage {...messages.eligible} />
      ) : (
        <FormattedMessage {...pointsToGo} values={{ points: <Points value={reward.pointCost - balance} /> }} />
      )}
    </p>
  );
}

/**
 * Three rewards live from the API: the visitors' list for visitors, the members' own (with
 * their eligibility) for members. While they load, cards of the same size hold their place.
 */
export function FeaturedRewards() {
  const intl = useIntl();
  const loggedIn = useSiteStore((state) => state.loggedIn);
  // One list or the other: a member's list says what they may redeem.
  const visitors = useApiQuery('anonymousRewards', undefined, { enabled: !loggedIn, errors: 'inline' });
  const members = useApiQuery('rewards', undefined, { errors: 'inline' });
  // The header's balance: the same cached answer, no second call.
  const balance = useApiQuery('points', undefined, { errors: 'inline' }).data?.pointsBalance;
  const list = loggedIn ? members : visitors;
  const rewards = list.data ? featuredRewards(list.data.memberChoiceRewards.choiceRewardWithMemberEligibility) : [];
  return (
    <Section
      heading={<FormattedMessage {...messages.heading} />}
      actions={
        <QueryLink to="allRewards">
          <FormattedMessage {...messages.seeAll} />
        </QueryLink>
      }
    >
      {list.isError ? (
        <ErrorState title={<FormattedMessage {...messages.failed} />} onRetry={() => void list.refetch()}>
          <p>
            <FormattedMessage {...messages.failedBody} />
          </p>
        </ErrorState>
      ) : !list.data ? (
        <CardListSkeleton count={FEATURED_REWARD_COUNT} lines={2} label={intl.formatMessage(messages.loading)} />
      ) : rewards.length === 0 ? (
        <EmptyState title={<FormattedMessage {...messages.empty} />}>
          <p>
            <FormattedMessage {...messages.emptyBody} />
          </p>
        </EmptyState>
      ) : (
        <CardList>
          {rewards.map((reward) => (
            <Card
              key={reward.rewardTypeExternalReference}
              heading={
                <QueryLink to="allRewards" query={{ q: reward.customFields.Reward_Detail }}>
                  {reward.customFields.Reward_Detail}
                </QueryLink>
              }
            >
              <p>
                <Badge>{reward.customFields.Reward_Type}</Badge> <Points value={reward.pointCost} />
              </p>
              {loggedIn && <MemberReach reward={reward} balance={balance} />}
            </Card>
          ))}
        </CardList>
      )}
    </Section>
  );
}
