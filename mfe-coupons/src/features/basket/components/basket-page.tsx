import { RemotePage } from '@maple/platform';
import { Notice, Section } from '@maple/ui';
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';

const messages = defineMessages({
  intro: {
    id: 'basket.basket.intro',
    defaultMessage:
      'Your basket keeps the samples and coupons you’ve chosen in one place, so you can review them before you order or print.',
  },
  samplesHeading: { id: 'basket.samples.heading', defaultMessage: 'Samples in your basket' },
  samplesBody: {
    id: 'basket.samples.body',
    defaultMessage: 'A sample stays in your basket until you confirm your delivery address and submit your order.',
  },
  samplesLimit: { id: 'basket.samples.limit', defaultMessage: 'Each sample is limited to one per member or household.' },
  couponsHeading: { id: 'basket.coupons.heading', defaultMessage: 'Coupons in your basket' },
  couponsBody: { id: 'basket.coupons.body', defaultMessage: 'Coupons stay in your basket until you print them.' },
  couponsLimit: { id: 'basket.coupons.limit', defaultMessage: 'Retail-partner coupons are limited to 1 per transaction.' },
  signOut: { id: 'basket.basket.signOut', defaultMessage: 'Signing out empties your basket.' },
});

/**
 * The sample and coupon basket: what each holds, and the rules. The lists themselves come
 * from the samples and coupons features (the app composes them: features do not import each other).
 */
export function BasketPage({ coupons, samples }: { coupons: ReactNode; samples: ReactNode }) {
  return (
    <RemotePage routeId="basket" intro={<FormattedMessage {...messages.intro} />} related={['samples', 'coupons', 'offerRules']}>
      <Section
        heading={<FormattedMessage {...messages.couponsHeading} />}
        description={
          <>
            <FormattedMessage {...messages.couponsBody} /> <FormattedMessage {...messages.couponsLimit} />
          </>
        }
      >
        {coupons}
      </Section>
      <Section
        heading={<FormattedMessage {...messages.samplesHeading} />}
        description={
          <>
            <FormattedMessage {...messages.samplesBody} /> <FormattedMessage {...messages.samplesLimit} />
          </>
        }
      >
        {samples}
      </Section>
      <Notice>
        <FormattedMessage {...messages.signOut} />
      </Notice>
    </RemotePage>
  );
}
