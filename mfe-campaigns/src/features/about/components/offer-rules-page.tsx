import { RemotePage } from '@maple/contracts/react';
import { Section } from '@maple/ui';
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
      <Section heading={<FormattedMessage {...messages.eligibilityHeading} />}>
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
      </Section>
      <Section heading={<FormattedMessage {...messages.limitsHeading} />}>
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
      </Section>
      <Section heading={<FormattedMessage {...messages.deliveryHeading} />}>
        <p>
          <FormattedMessage {...messages.delivery} />
        </p>
      </Section>
      <Section heading={<FormattedMessage {...messages.sweepstakesHeading} />}>
        <p>
          <FormattedMessage {...messages.sweepstakes} />
        </p>
      </Section>
    </RemotePage>
  );
}
