import { RemotePage } from '@maple/contracts/react';
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
      <p className="notice">
        <FormattedMessage {...messages.signIn} />
      </p>
      <section aria-labelledby="coupons-print-heading">
        <h2 id="coupons-print-heading">
          <FormattedMessage {...messages.printHeading} />
        </h2>
        <p>
          <FormattedMessage {...messages.printBody} />
        </p>
      </section>
      <section aria-labelledby="coupons-promo-heading">
        <h2 id="coupons-promo-heading">
          <FormattedMessage {...messages.promoHeading} />
        </h2>
        <p>
          <FormattedMessage {...messages.promoBody} />
        </p>
      </section>
      <section aria-labelledby="coupons-digital-heading">
        <h2 id="coupons-digital-heading">
          <FormattedMessage {...messages.digitalHeading} />
        </h2>
        <p>
          <FormattedMessage {...messages.digitalBody} />
        </p>
        <ul className="card-list">
          <li className="card">
            <h3>
              <FormattedMessage {...messages.retailHeading} />
            </h3>
            <p>
              <FormattedMessage {...messages.retailBody} />
            </p>
            <p className="notice">
              <FormattedMessage {...messages.retailLimit} />
            </p>
          </li>
          <li className="card">
            <h3>
              <FormattedMessage {...messages.groceryHeading} />
            </h3>
            <p>
              <FormattedMessage {...messages.groceryBody} />
            </p>
          </li>
        </ul>
      </section>
      <section id="optimumCards" aria-labelledby="coupons-loyalty-heading">
        <h2 id="coupons-loyalty-heading">
          <FormattedMessage {...messages.loyaltyHeading} />
        </h2>
        <p>
          <FormattedMessage {...messages.loyaltyBody} />
        </p>
      </section>
    </RemotePage>
  );
}
