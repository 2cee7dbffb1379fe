import { DeferredSection } from '@maple/platform';
import { Section } from '@maple/ui';
import { defineMessages, FormattedMessage } from 'react-intl';
import { QueryLink } from '#src/components/query-link.tsx';
import { FeaturedRewardsFailed, FeaturedRewardsSkeleton } from './featured-rewards-skeleton';

const messages = defineMessages({
  heading: { id: 'home.featured.heading', defaultMessage: 'Featured rewards' },
  seeAll: { id: 'home.featured.seeAll', defaultMessage: 'See all rewards' },
});

const loadList = () => import('./featured-rewards-list').then((module) => module.FeaturedRewardsList);

/**
 * Three rewards live from the API, below the hero: the section's heading and link come with
 * the page, the list (with the data layer and the API client) when the section comes on screen.
 */
export function FeaturedRewards() {
  return (
    <Section
      heading={<FormattedMessage {...messages.heading} />}
      actions={
        <QueryLink to="allRewards">
          <FormattedMessage {...messages.seeAll} />
        </QueryLink>
      }
    >
      <DeferredSection
        load={loadList}
        fallback={<FeaturedRewardsSkeleton />}
        failed={(retry) => <FeaturedRewardsFailed onRetry={retry} />}
      />
    </Section>
  );
}
