import { ApiErrorState, RemotePage, useApiQuery } from '@maple/platform';
import { CardListSkeleton, formatPoints, Section } from '@maple/ui';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useLocale } from '@maple/platform';
import { StatList } from '#src/components/stat-list.tsx';

const messages = defineMessages({
  intro: {
    id: 'points.details.intro',
    defaultMessage: 'Your points at a glance: what your account holds, what you can redeem now and how your points support your cause.',
  },
  heading: { id: 'points.details.heading', defaultMessage: 'Your points' },
  balance: { id: 'points.details.balance', defaultMessage: 'Points balance' },
  balanceHint: { id: 'points.details.balanceHint', defaultMessage: 'Every point your account holds.' },
  available: { id: 'points.details.available', defaultMessage: 'Available to redeem' },
  availableHint: { id: 'points.details.availableHint', defaultMessage: 'What you can spend on rewards right now.' },
  pending: { id: 'points.details.pending', defaultMessage: 'Pending' },
  pendingHint: { id: 'points.details.pendingHint', defaultMessage: 'Receipts being reviewed: added once approved.' },
  causePoints: { id: 'points.details.causePoints', defaultMessage: 'Cause points' },
  causePointsHint: {
    id: 'points.details.causePointsHint',
    defaultMessage: 'Every survey reward adds 1 cause point for the charity you support.',
  },
  failed: { id: 'points.details.failed', defaultMessage: 'Your points could not be loaded.' },
});

/** The member's balance, points available and pending, and cause points. */
export function PointsDetailsPage() {
  const locale = useLocale();
  const points = useApiQuery('points', undefined, { errors: 'inline' });
  const causePoints = useApiQuery('charityDetailsCount', undefined, { errors: 'inline' });
  const format = (value: number) => formatPoints(value, locale);

  const content = () => {
    if (points.isPending || causePoints.isPending) return <CardListSkeleton count={4} heading={false} />;
    if (points.isError || causePoints.isError)
      return (
        <ApiErrorState
          failure={points.error ?? causePoints.error}
          title={<FormattedMessage {...messages.failed} />}
          onRetry={() => {
            void points.refetch();
            void causePoints.refetch();
          }}
        />
      );
    return (
      <StatList
        stats={[
          {
            label: <FormattedMessage {...messages.balance} />,
            value: format(points.data.pointsBalance),
            hint: <FormattedMessage {...messages.balanceHint} />,
          },
          {
            label: <FormattedMessage {...messages.available} />,
            value: format(points.data.memberPointsAvailable),
            hint: <FormattedMessage {...messages.availableHint} />,
          },
          {
            label: <FormattedMessage {...messages.pending} />,
            value: format(points.data.pendingPoints ?? 0),
            hint: <FormattedMessage {...messages.pendingHint} />,
          },
          {
            label: <FormattedMessage {...messages.causePoints} />,
            value: new Intl.NumberFormat(locale).format(causePoints.data.charityDetailsCount),
            hint: <FormattedMessage {...messages.causePointsHint} />,
          },
        ]}
      />
    );
  };

  return (
    <RemotePage
      routeId="pointsDetails"
      intro={<FormattedMessage {...messages.intro} />}
      related={['pointsHistory', 'earnPoints', 'rewards', 'impactDashboard']}
    >
      <Section heading={<FormattedMessage {...messages.heading} />}>{content()}</Section>
    </RemotePage>
  );
}
