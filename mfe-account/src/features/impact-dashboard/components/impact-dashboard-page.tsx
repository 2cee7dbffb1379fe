import { RemotePage } from '@maple/contracts/react';
import { Card, CardList, Section } from '@maple/ui';
import { defineMessages, FormattedMessage } from 'react-intl';

const messages = defineMessages({
  intro: {
    id: 'impactDashboard.dashboard.intro',
    defaultMessage: 'See the cause you support and the difference your points make for it.',
  },
  causeHeading: { id: 'impactDashboard.dashboard.causeHeading', defaultMessage: 'Your cause' },
  causeText: {
    id: 'impactDashboard.dashboard.causeText',
    defaultMessage: 'The charity you chose to support. Until you choose one, your points support our default cause.',
  },
  impactHeading: { id: 'impactDashboard.dashboard.impactHeading', defaultMessage: 'Your impact' },
  causePoints: {
    id: 'impactDashboard.dashboard.causePoints',
    defaultMessage: 'Cause points: every survey reward adds 1 cause point for your cause.',
  },
  donations: {
    id: 'impactDashboard.dashboard.donations',
    defaultMessage: 'Donations: the points you’ve turned into gifts to your cause, also listed in your points history.',
  },
  pledges: { id: 'impactDashboard.dashboard.pledges', defaultMessage: 'Pledges: the commitments you’ve made to support your cause.' },
  community: {
    id: 'impactDashboard.dashboard.community',
    defaultMessage: 'Your impact adds to what every Maple Rewards member achieves together for Canadian charities.',
  },
});

/** The member's cause and the impact of their points. */
export function ImpactDashboardPage() {
  return (
    <RemotePage
      routeId="impactDashboard"
      intro={<FormattedMessage {...messages.intro} />}
      related={['impact', 'causes', 'pointsHistory', 'rewards']}
    >
      <Section heading={<FormattedMessage {...messages.causeHeading} />}>
        <p>
          <FormattedMessage {...messages.causeText} />
        </p>
      </Section>
      <Section heading={<FormattedMessage {...messages.impactHeading} />}>
        <CardList>
          <Card>
            <FormattedMessage {...messages.causePoints} />
          </Card>
          <Card>
            <FormattedMessage {...messages.donations} />
          </Card>
          <Card>
            <FormattedMessage {...messages.pledges} />
          </Card>
        </CardList>
        <p>
          <FormattedMessage {...messages.community} />
        </p>
      </Section>
    </RemotePage>
  );
}
