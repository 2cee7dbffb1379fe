import { RemotePage } from '@maple/contracts/react';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';

const messages = defineMessages({
  intro: {
    id: 'about.offerRules.intro',
    defaultMessage:
      'The general rules that apply to every Maple Rewards offer. An offer with its own official rules follows those rules too.',
  },
  eligibilityHeading: { id: 'about.offerRules.eligibilityHeading', defaultMessage: 'Who is eligible' },
  canada: {
    id: 'about.offerRules.canada',
    defaultMessage:
      'Offers are open only to residents of Canada. The site is not available from outside Canada, or through a VPN or proxy.',
  },
  account: {
    id: 'about.offerRules.account',
    defaultMessage: 'One account per email address. Some offers are reserved for signed-in members.',
  },
  limitsHeading: { id: 'about.offerRules.limitsHeading', defaultMessage: 'Limits' },
  samples: { id: 'about.offerRules.samples', defaultMessage: 'Free samples: one per member or household.' },
  coupons: { id: 'about.offerRules.coupons', defaultMessage: 'Retail-partner coupons: one per transaction.' },
  stock: {
    id: 'about.offerRules.stock',
    defaultMessage: 'Rewards and samples are offered while supplies last; a reward marked unavailable cannot be redeemed.',
  },
  deliveryHeading: { id: 'about.offerRules.deliveryHeading', defaultMessage: 'Delivery' },
  delivery: {
    id: 'about.offerRules.delivery',
    defaultMessage:
      'Samples are shipped to the delivery address you confirm when you order; once the order is submitted, that address cannot be changed. Gift cards are sent by email.',
  },
  sweepstakesHeading: { id: 'about.offerRules.sweepstakesHeading', defaultMessage: 'Sweepstakes' },
  sweepstakes: {
    id: 'about.offerRules.sweepstakes',
    defaultMessage: 'Each sweepstakes has its own official rules, which set its prizes, dates and how winners are chosen.',
  },
});

const ageRule = defineMessage<{ age: number }>({
  id: 'about.offerRules.age',
  defaultMessage: 'Members must have reached the age of majority, which the program sets at {age}.',
});

/** The general rules of the programme's offers. */
export function OfferRulesPage() {
  return (
    <RemotePage routeId="offerRules" intro={<FormattedMessage {...messages.intro} />} related={['about', 'samples', 'coupons', 'help']}>
      <section aria-labelledby="offer-rules-eligibility-heading">
        <h2 id="offer-rules-eligibility-heading">
          <FormattedMessage {...messages.eligibilityHeading} />
        </h2>
        <ul>
          <li>
            <FormattedMessage {...messages.canada} />
          </li>
          <li>
            <FormattedMessage {...ageRule} values={{ age: 18 }} />
          </li>
          <li>
            <FormattedMessage {...messages.account} />
          </li>
        </ul>
      </section>
      <section aria-labelledby="offer-rules-limits-heading">
        <h2 id="offer-rules-limits-heading">
          <FormattedMessage {...messages.limitsHeading} />
        </h2>
        <ul>
          <li>
            <FormattedMessage {...messages.samples} />
          </li>
          <li>
            <FormattedMessage {...messages.coupons} />
          </li>
          <li>
            <FormattedMessage {...messages.stock} />
          </li>
        </ul>
      </section>
      <section aria-labelledby="offer-rules-delivery-heading">
        <h2 id="offer-rules-delivery-heading">
          <FormattedMessage {...messages.deliveryHeading} />
        </h2>
        <p>
          <FormattedMessage {...messages.delivery} />
        </p>
      </section>
      <section aria-labelledby="offer-rules-sweepstakes-heading">
        <h2 id="offer-rules-sweepstakes-heading">
          <FormattedMessage {...messages.sweepstakesHeading} />
        </h2>
        <p>
          <FormattedMessage {...messages.sweepstakes} />
        </p>
      </section>
    </RemotePage>
  );
}
