import { RemotePage, useApiQuery } from '@maple/contracts/react';
import { Card, CardList, Section } from '@maple/ui';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import { Highlight } from '../../../components/highlight';

const messages = defineMessages({
  intro: {
    id: 'points.details.intro',
    defaultMessage: 'Your points at a glance: what your account holds, what you can redeem now and how your points support your cause.',
  },
  heading: { id: 'points.details.heading', defaultMessage: 'What your points mean' },
  balance: { id: 'points.details.balance', defaultMessage: 'Points balance: every point your account holds.' },
  available: { id: 'points.details.available', defaultMessage: 'Points available: the points you can redeem for rewards right now.' },
  causePoints: {
    id: 'points.details.causePoints',
    defaultMessage: 'Cause points: every survey reward adds 1 cause point for the charity you support.',
  },
});

const currentBalance = defineMessage<{ balance: number }>({
  id: 'points.details.currentBalance',
  defaultMessage: 'Your balance: {balance, plural, one {# point} other {# points}}.',
});

/** The member's points balance and what each kind of point means. */
export function PointsDetailsPage() {
  const balance = useApiQuery('points').data?.pointsBalance ?? null;
  return (
    <RemotePage
      routeId="pointsDetails"
      intro={<FormattedMessage {...messages.intro} />}
      related={['pointsHistory', 'earnPoints', 'rewards', 'impactDashboard']}
    >
      {balance !== null && (
        <Highlight>
          <FormattedMessage {...currentBalance} values={{ balance }} />
        </Highlight>
      )}
      <Section heading={<FormattedMessage {...messages.heading} />}>
        <CardList>
          <Card>
            <FormattedMessage {...messages.balance} />
          </Card>
          <Card>
            <FormattedMessage {...messages.available} />
          </Card>
          <Card>
            <FormattedMessage {...messages.causePoints} />
          </Card>
        </CardList>
      </Section>
    </RemotePage>
  );
}
