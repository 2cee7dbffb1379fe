import { RemotePage, useApiQuery } from '@maple/contracts/react';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';

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
        <p className="hero">
          <FormattedMessage {...currentBalance} values={{ balance }} />
        </p>
      )}
      <section aria-labelledby="points-details-heading">
        <h2 id="points-details-heading">
          <FormattedMessage {...messages.heading} />
        </h2>
        <ul className="card-list">
          <li className="card">
            <FormattedMessage {...messages.balance} />
          </li>
          <li className="card">
            <FormattedMessage {...messages.available} />
          </li>
          <li className="card">
            <FormattedMessage {...messages.causePoints} />
          </li>
        </ul>
      </section>
    </RemotePage>
  );
}
