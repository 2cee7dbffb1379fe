import { RemotePage } from '@maple/contracts/react';
import { Card, CardList, Notice, Section } from '@maple/ui';
import { defineMessages, FormattedMessage } from 'react-intl';

const messages = defineMessages({
  intro: {
    id: 'coupons.coupons.intro',
    defaultMessage:
      'Save on the household brands you already buy: print coupons at home, use promo codes and load digital offers from our partners.',
  },
  signIn: {
    id: 'coupons.coupons.signIn',
    defaultMessage: 'Sign in as a member to print coupons and load digital offers.',
  },
  printHeading: { id: 'coupons.print.heading', defaultMessage: 'Print coupons' },
  printBody: {
    id: 'coupons.print.body',
    defaultMessage:
      'Choose the coupons you want, print them at home and bring them to the store. Each printed coupon is redeemed at the checkout.',
  },
  promoHeading: { id: 'coupons.promo.heading', defaultMessage: 'Promo codes' },
  promoBody: {
    id: 'coupons.promo.body',
    defaultMessage: 'Some offers come with a promo code. Enter it when you check out to get the discount.',
  },
  digitalHeading: { id: 'coupons.digital.heading', defaultMessage: 'Digital offers' },
  digitalBody: {
    id: 'coupons.digital.body',
    defaultMessage: 'Load offers to a partner account and save when you shop, with nothing to print.',
  },
  retailHeading: { id: 'coupons.digital.retailHeading', defaultMessage: 'Retail partner' },
  retailBody: {
    id: 'coupons.digital.retailBody',
    defaultMessage: 'Cash-back offers from our retail partner, added to your account with the partner.',
  },
  retailLimit: { id: 'coupons.digital.retailLimit', defaultMessage: 'Limit of 1 coupon per transaction.' },
  groceryHeading: { id: 'coupons.digital.groceryHeading', defaultMessage: 'Grocery partner' },
  groceryBody: {
    id: 'coupons.digital.groceryBody',
    defaultMessage: 'Digital coupons for your grocery shopping, redeemed at the checkout of our grocery partner.',
  },
  loyaltyHeading: { id: 'coupons.loyalty.heading', defaultMessage: 'Loyalty-card offers' },
  loyaltyBody: {
    id: 'coupons.loyalty.body',
    defaultMessage: 'Sign in with our loyalty-card partner to load offers onto your card, then scan your card at the checkout to get them.',
  },
});

/** Every way to save with coupons: print coupons, promo codes and partner digital offers. */
export function CouponsPage() {
  return (
    <RemotePage routeId="coupons" intro={<FormattedMessage {...messages.intro} />} related={['basket', 'samples', 'rewards', 'offerRules']}>
      <Notice>
        <FormattedMessage {...messages.signIn} />
      </Notice>
      <Section heading={<FormattedMessage {...messages.printHeading} />}>
        <p>
          <FormattedMessage {...messages.printBody} />
        </p>
      </Section>
      <Section heading={<FormattedMessage {...messages.promoHeading} />}>
        <p>
          <FormattedMessage {...messages.promoBody} />
        </p>
      </Section>
      <Section heading={<FormattedMessage {...messages.digitalHeading} />}>
        <p>
          <FormattedMessage {...messages.digitalBody} />
        </p>
        <CardList>
          <Card heading={<FormattedMessage {...messages.retailHeading} />}>
            <p>
              <FormattedMessage {...messages.retailBody} />
            </p>
            <Notice>
              <FormattedMessage {...messages.retailLimit} />
            </Notice>
          </Card>
          <Card heading={<FormattedMessage {...messages.groceryHeading} />}>
            <p>
              <FormattedMessage {...messages.groceryBody} />
            </p>
          </Card>
        </CardList>
      </Section>
      <Section id="optimumCards" heading={<FormattedMessage {...messages.loyaltyHeading} />}>
        <p>
          <FormattedMessage {...messages.loyaltyBody} />
        </p>
      </Section>
    </RemotePage>
  );
}
