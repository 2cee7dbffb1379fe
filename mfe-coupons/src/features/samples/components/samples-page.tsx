import { RemotePage } from '@maple/contracts/react';
import { Notice, Section } from '@maple/ui';
import { defineMessages, FormattedMessage } from 'react-intl';

const messages = defineMessages({
  intro: {
    id: 'samples.samples.intro',
    defaultMessage: 'Try products from the brands you love for free: choose a sample and we’ll send it to your door.',
  },
  signIn: { id: 'samples.samples.signIn', defaultMessage: 'Sign in as a member to order a sample.' },
  stepsHeading: { id: 'samples.steps.heading', defaultMessage: 'How it works' },
  stepChoose: {
    id: 'samples.steps.choose',
    defaultMessage: 'Choose a sample from the current offers and add it to your basket.',
  },
  stepAddress: {
    id: 'samples.steps.address',
    defaultMessage:
      'Confirm your delivery address: first and last name, street address, city, province or territory, and postal code (without spaces).',
  },
  stepConfirm: {
    id: 'samples.steps.confirm',
    defaultMessage:
      'Tick the box to confirm that your details are accurate and that you agree to their use for delivery and targeted advertising, then submit your order.',
  },
  rulesHeading: { id: 'samples.rules.heading', defaultMessage: 'Good to know' },
  rulesLimit: { id: 'samples.rules.limit', defaultMessage: 'One sample per member or household.' },
  rulesStock: { id: 'samples.rules.stock', defaultMessage: 'Samples are available while supplies last.' },
  rulesAddress: {
    id: 'samples.rules.address',
    defaultMessage: 'Your delivery address can’t be changed after you submit your order, so check it carefully.',
  },
});

/** Free product samples: how to order one and the rules that apply. */
export function SamplesPage() {
  return (
    <RemotePage routeId="samples" intro={<FormattedMessage {...messages.intro} />} related={['basket', 'coupons', 'offerRules']}>
      <Notice>
        <FormattedMessage {...messages.signIn} />
      </Notice>
      <Section heading={<FormattedMessage {...messages.stepsHeading} />}>
        <ol>
          <li>
            <FormattedMessage {...messages.stepChoose} />
          </li>
          <li>
            <FormattedMessage {...messages.stepAddress} />
          </li>
          <li>
            <FormattedMessage {...messages.stepConfirm} />
          </li>
        </ol>
      </Section>
      <Section heading={<FormattedMessage {...messages.rulesHeading} />}>
        <ul>
          <li>
            <FormattedMessage {...messages.rulesLimit} />
          </li>
          <li>
            <FormattedMessage {...messages.rulesStock} />
          </li>
        </ul>
        <Notice>
          <FormattedMessage {...messages.rulesAddress} />
        </Notice>
      </Section>
    </RemotePage>
  );
}
