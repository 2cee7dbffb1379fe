import { RemotePage } from '@maple/contracts/react';
import { defineMessages, FormattedMessage } from 'react-intl';

const messages = defineMessages({
  intro: {
    id: 'impact.impact.intro',
    defaultMessage: 'Together, members turn everyday purchases into support for Canadian charities. See what our community has done.',
  },
});

/** The community's impact on the causes members support. */
export function ImpactPage() {
  return (
    <RemotePage routeId="impact" intro={<FormattedMessage {...messages.intro} />} related={['impactDashboard', 'causes', 'rewards']} />
  );
}
