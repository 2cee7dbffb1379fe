import { SAMPLE_BASKET_CAPACITY, SAMPLE_BASKET_KEY } from '@maple/contracts';
import { RouteLink, useApiQuery, useSiteStore, useStoredBasket } from '@maple/contracts/react';
import { buttonClassName, ButtonRow, EmptyState, ErrorState, Skeleton, SkeletonText } from '@maple/ui';
import { defineMessages, FormattedMessage } from 'react-intl';
import { ChosenSamples } from './chosen-samples';
import { SampleFailureCode } from './sample-failure';

const messages = defineMessages({
  empty: { id: 'samples.basketList.empty', defaultMessage: 'No samples in your basket' },
  emptyBody: { id: 'samples.basketList.emptyBody', defaultMessage: 'Add free samples on the samples page, then order them together.' },
  visitor: { id: 'samples.basketList.visitor', defaultMessage: 'Sign in to choose samples: your basket keeps them until you order.' },
  browse: { id: 'samples.basketList.browse', defaultMessage: 'See free samples' },
  order: { id: 'samples.basketList.order', defaultMessage: 'Order my samples' },
  failed: { id: 'samples.basketList.failed', defaultMessage: 'We couldn’t load your samples' },
});

/** The samples in the member's basket, for the basket screen: remove them, or go and order them. */
export function SampleBasket() {
  const signedIn = useSiteStore((state) => state.loggedIn);
  const basket = useStoredBasket(SAMPLE_BASKET_KEY, SAMPLE_BASKET_CAPACITY);
  const campaigns = useApiQuery('sampleCampaigns', undefined, { errors: 'inline', enabled: signedIn && basket.ids.length > 0 });

  if (!signedIn || basket.ids.length === 0)
    return (
      <EmptyState
        title={<FormattedMessage {...messages.empty} />}
        headingLevel={3}
        action={
          <RouteLink to="samples" className={buttonClassName('secondary')}>
            <FormattedMessage {...messages.browse} />
          </RouteLink>
        }
      >
        <p>
          <FormattedMessage {...(signedIn ? messages.emptyBody : messages.visitor)} />
        </p>
      </EmptyState>
    );
  if (campaigns.isError)
    return (
      <ErrorState title={<FormattedMessage {...messages.failed} />} headingLevel={3} onRetry={() => void campaigns.refetch()}>
        <SampleFailureCode failure={campaigns.error} />
      </ErrorState>
    );
  if (!campaigns.data)
    return (
      <Skeleton>
        <SkeletonText lines={2} />
      </Skeleton>
    );
  const chosen = basket.ids.flatMap((id) => campaigns.data.incentives.find((sample) => sample.incentiveId === id) ?? []);
  return (
    <>
      <ChosenSamples samples={chosen} onRemove={basket.remove} />
      <ButtonRow>
        <RouteLink to="samples" hash="#order" className={buttonClassName()}>
          <FormattedMessage {...messages.order} />
        </RouteLink>
      </ButtonRow>
    </>
  );
}
