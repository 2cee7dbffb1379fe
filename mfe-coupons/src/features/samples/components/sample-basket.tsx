import { SAMPLE_BASKET_KEY } from '@maple/contracts';
import { SAMPLE_BASKET_CAPACITY } from '#src/lib/basket.ts';
import { RouteLink, useApiQuery, useSiteStore } from '@maple/platform';
import { useStoredBasket } from '#src/lib/use-stored-basket.ts';
import { buttonClassName, ButtonRow } from '@maple/ui';
import { defineMessages, FormattedMessage } from 'react-intl';
import { BasketContents } from '#src/components/basket-contents.tsx';
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
  const isEmpty = !signedIn || basket.ids.length === 0;
  const campaigns = useApiQuery('sampleCampaigns', undefined, { errors: 'inline', enabled: !isEmpty });
  return (
    <BasketContents
      isEmpty={isEmpty}
      empty={{
        title: <FormattedMessage {...messages.empty} />,
        body: <FormattedMessage {...(signedIn ? messages.emptyBody : messages.visitor)} />,
        browse: (
          <RouteLink to="samples" className={buttonClassName('secondary')}>
            <FormattedMessage {...messages.browse} />
          </RouteLink>
        ),
      }}
      query={campaigns}
      failedTitle={<FormattedMessage {...messages.failed} />}
      failure={(failure) => <SampleFailureCode failure={failure} />}
    >
      {({ incentives }) => (
        <>
          <ChosenSamples
            samples={basket.ids.flatMap((id) => incentives.find((sample) => sample.incentiveId === id) ?? [])}
            onRemove={basket.remove}
          />
          <ButtonRow>
            <RouteLink to="samples" hash="#order" className={buttonClassName()}>
              <FormattedMessage {...messages.order} />
            </RouteLink>
          </ButtonRow>
        </>
      )}
    </BasketContents>
  );
}
