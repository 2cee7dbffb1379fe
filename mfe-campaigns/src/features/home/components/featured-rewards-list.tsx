import type { ChoiceReward } from '@maple/contracts';
import { useApiQuery, useMembership } from '@maple/platform';
import { Badge, Card, cardImageSizes, CardList, ContentImage, EmptyState, Points } from '@maple/ui';
import { defineMessage, defineMessages, FormattedMessage, type MessageValue } from 'react-intl';
import { QueryLink } from '#src/components/query-link.tsx';
import { FeaturedRewardsFailed, FeaturedRewardsSkeleton } from './featured-rewards-skeleton';
import { featuredRewards } from '../featured-rewards';

const messages = defineMessages({
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
 * Its own chunk, loaded when the section comes on screen (featured-rewards.tsx).
 */
export function FeaturedRewardsList() {
  // One list or the other: a member's list says what they may redeem; an opted-out member, who
  // may not, reads the visitors' (theirs waits for them to opt back in).
  const loggedIn = useMembership() === 'member';
  const visitors = useApiQuery('anonymousRewards', undefined, { enabled: !loggedIn, errors: 'inline' });
  const members = useApiQuery('rewards', undefined, { errors: 'inline' });
  // The header's balance: the same cached answer, no second call (a failure opens the error modal).
  const balance = useApiQuery('points').data?.pointsBalance;
  const list = loggedIn ? members : visitors;
  const rewards = list.data ? featuredRewards(list.data.memberChoiceRewards.choiceRewardWithMemberEligibility) : [];
  return (
    <>
      {list.isError ? (
        <FeaturedRewardsFailed failure={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <FeaturedRewardsSkeleton />
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
              media={<ContentImage image={reward.image} sizes={cardImageSizes} />}
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
    </>
  );
}
