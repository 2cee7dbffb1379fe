import { RemotePage, RouteLink, useApiQuery, useQueryParams } from '@maple/platform';
import { buttonClassName, Card, CardList, Notice, Section } from '@maple/ui';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';

const messages = defineMessages({
  intro: {
    id: 'availability.outOfStock.intro',
    defaultMessage: 'We’re sorry: the item you chose is out of stock right now.',
  },
  thanks: {
    id: 'availability.outOfStock.thanks',
    defaultMessage: 'Thank you for your interest. There are still plenty of ways to save and earn.',
  },
  heading: { id: 'availability.outOfStock.heading', defaultMessage: 'What you can do instead' },
  samples: { id: 'availability.outOfStock.samples', defaultMessage: 'Choose another free sample from the brands you love.' },
  samplesLink: { id: 'availability.outOfStock.samplesLink', defaultMessage: 'See free samples' },
  coupons: { id: 'availability.outOfStock.coupons', defaultMessage: 'Save on your next purchases with coupons and digital offers.' },
  couponsLink: { id: 'availability.outOfStock.couponsLink', defaultMessage: 'See coupons' },
  rewards: { id: 'availability.outOfStock.rewards', defaultMessage: 'Redeem your points for another reward.' },
  rewardsLink: { id: 'availability.outOfStock.rewardsLink', defaultMessage: 'See rewards' },
});

const sampleOutOfStock = defineMessage<{ name: string }>({
  id: 'availability.outOfStock.sample',
  defaultMessage: '{name} is out of stock: we couldn’t place your order, and nothing was taken from you.',
});

/** Names the sample that ran out (`?sample=<incentiveId>`, as the sample order sends it). */
function SampleThatRanOut({ incentiveId }: { incentiveId: string }) {
  // The sample's name: a failure opens the error modal rather than leaving it out without a word.
  const campaigns = useApiQuery('sampleCampaigns');
  const sample = campaigns.data?.incentives.find((candidate) => candidate.incentiveId === incentiveId);
  if (!sample) return null;
  return (
    <Notice tone="warning">
      <FormattedMessage {...sampleOutOfStock} values={{ name: sample.name }} />
    </Notice>
  );
}

/** Shown when the item a visitor chose has run out, with other ways to save and earn. */
export function OutOfStockPage() {
  const [params] = useQueryParams();
  const sample = params.get('sample');
  return (
    <RemotePage routeId="outOfStock" intro={<FormattedMessage {...messages.intro} />} related={['basket', 'earnPoints', 'help']}>
      {sample && <SampleThatRanOut incentiveId={sample} />}
      <p>
        <FormattedMessage {...messages.thanks} />
      </p>
      <Section heading={<FormattedMessage {...messages.heading} />}>
        <CardList>
          <Card>
            <p>
              <FormattedMessage {...messages.samples} />
            </p>
            <RouteLink to="samples" className={buttonClassName()}>
              <FormattedMessage {...messages.samplesLink} />
            </RouteLink>
          </Card>
          <Card>
            <p>
              <FormattedMessage {...messages.coupons} />
            </p>
            <RouteLink to="coupons" className={buttonClassName()}>
              <FormattedMessage {...messages.couponsLink} />
            </RouteLink>
          </Card>
          <Card>
            <p>
              <FormattedMessage {...messages.rewards} />
            </p>
            <RouteLink to="rewards" className={buttonClassName()}>
              <FormattedMessage {...messages.rewardsLink} />
            </RouteLink>
          </Card>
        </CardList>
      </Section>
    </RemotePage>
  );
}
