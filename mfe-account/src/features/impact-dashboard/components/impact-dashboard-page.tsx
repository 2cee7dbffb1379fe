import { ApiErrorState, RemotePage, RouteLink, useApiQuery, useLocale } from '@maple/platform';
import { CardListSkeleton, EmptyState, formatMoney, formatPoints, Section } from '@maple/ui';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { StatList } from '#src/components/stat-list.tsx';
import { BarListChart } from './bar-list-chart';
import { monthLabels } from '../services/month-labels';
import { ColumnChart } from './column-chart';

/** Causes the community chart shows beside the member's own. */
const COMMUNITY_CAUSES_SHOWN = 5;

const messages = defineMessages({
  intro: {
    id: 'impactDashboard.dashboard.intro',
    defaultMessage: 'The difference your points make for your cause, and what Maple Rewards members achieve together.',
  },
  yoursHeading: { id: 'impactDashboard.dashboard.yoursHeading', defaultMessage: 'Your impact' },
  cause: { id: 'impactDashboard.dashboard.cause', defaultMessage: 'Your cause' },
  causePoints: { id: 'impactDashboard.dashboard.causePoints', defaultMessage: 'Cause points' },
  donated: { id: 'impactDashboard.dashboard.donated', defaultMessage: 'Donated with your points' },
  monthsTitle: { id: 'impactDashboard.dashboard.monthsTitle', defaultMessage: 'Your cause points, the last 6 months' },
  noCausePointsTitle: { id: 'impactDashboard.dashboard.noCausePointsTitle', defaultMessage: 'No cause points in the last 6 months' },
  noCausePoints: {
    id: 'impactDashboard.dashboard.noCausePoints',
    defaultMessage: 'Each survey you complete gives your cause a cause point.',
  },
  month: { id: 'impactDashboard.dashboard.month', defaultMessage: 'Month' },
  donationsTitle: { id: 'impactDashboard.dashboard.donationsTitle', defaultMessage: 'Your donations, by cause' },
  causeColumn: { id: 'impactDashboard.dashboard.causeColumn', defaultMessage: 'Cause' },
  amount: { id: 'impactDashboard.dashboard.amount', defaultMessage: 'Donated' },
  noDonationsTitle: { id: 'impactDashboard.dashboard.noDonationsTitle', defaultMessage: 'No donations yet' },
  noDonations: {
    id: 'impactDashboard.dashboard.noDonations',
    defaultMessage: 'Turn your points into a donation to your cause from the rewards page.',
  },
  communityHeading: { id: 'impactDashboard.dashboard.communityHeading', defaultMessage: 'Our community’s impact' },
  members: { id: 'impactDashboard.dashboard.members', defaultMessage: 'Active members' },
  communityCausePoints: { id: 'impactDashboard.dashboard.communityCausePoints', defaultMessage: 'Cause points earned together' },
  communityDonated: { id: 'impactDashboard.dashboard.communityDonated', defaultMessage: 'Donated together' },
  communityTitle: { id: 'impactDashboard.dashboard.communityTitle', defaultMessage: 'What members donated, by cause' },
  failed: { id: 'impactDashboard.dashboard.failed', defaultMessage: 'Your impact could not be loaded.' },
});

const monthsDescription = defineMessage<{ values: string }>({
  id: 'impactDashboard.dashboard.monthsDescription',
  defaultMessage: 'Column chart of your cause points by month: {values}.',
});

/** The member's donations and cause points, and the community's, as charts with their numbers. */
export function ImpactDashboardPage() {
  const intl = useIntl();
  const locale = useLocale();
  const impact = useApiQuery('impact', undefined, { errors: 'inline' });
  const number = new Intl.NumberFormat(locale);
  const money = (value: number) => formatMoney(value, locale);

  const content = () => {
    if (impact.isPending) return <CardListSkeleton count={3} heading={false} />;
    if (impact.isError)
      return (
        <ApiErrorState failure={impact.error} title={<FormattedMessage {...messages.failed} />} onRetry={() => void impact.refetch()} />
      );
    const { cause, causePoints, causePointsByMonth, donations, community } = impact.data;
    const months = causePointsByMonth.map((entry) => {
      const { full, axis } = monthLabels(entry.month, locale);
      return { key: entry.month, label: full, axisLabel: axis, value: entry.causePoints };
    });
    const donatedTotal = donations.reduce((total, donation) => total + donation.valueCad, 0);
    const top = community.causes.slice(0, COMMUNITY_CAUSES_SHOWN);
    const own = community.causes.find((entry) => entry.causeId === cause.causeId);
    const shown = own && !top.includes(own) ? [...top, own] : top;
    return (
      <>
        <Section heading={<FormattedMessage {...messages.yoursHeading} />}>
          <StatList
            stats={[
              { label: <FormattedMessage {...messages.cause} />, value: cause.name },
              { label: <FormattedMessage {...messages.causePoints} />, value: number.format(causePoints) },
              { label: <FormattedMessage {...messages.donated} />, value: money(donatedTotal) },
            ]}
          />
          {months.every((month) => month.value === 0) ? (
            // A chart of six empty columns says nothing a sentence cannot.
            <EmptyState title={<FormattedMessage {...messages.noCausePointsTitle} />} headingLevel={3} action={<RouteLink to="survey" />}>
              <FormattedMessage {...messages.noCausePoints} />
            </EmptyState>
          ) : (
            <ColumnChart
              title={<FormattedMessage {...messages.monthsTitle} />}
              description={intl.formatMessage(monthsDescription, {
                values: months.map((month) => `${month.label} ${number.format(month.value)}`).join(', '),
              })}
              columns={months}
              format={(value) => number.format(value)}
              labelHeading={<FormattedMessage {...messages.month} />}
              valueHeading={<FormattedMessage {...messages.causePoints} />}
            />
          )}
          {donations.length > 0 ? (
            <BarListChart
              title={<FormattedMessage {...messages.donationsTitle} />}
              bars={donations.map((donation) => ({
                key: donation.causeId,
                label: donation.name,
                detail: formatPoints(donation.pointsRedeemed, locale),
                value: donation.valueCad,
                highlight: donation.causeId === cause.causeId,
              }))}
              format={money}
              labelHeading={<FormattedMessage {...messages.causeColumn} />}
              valueHeading={<FormattedMessage {...messages.amount} />}
            />
          ) : (
            <EmptyState title={<FormattedMessage {...messages.noDonationsTitle} />} headingLevel={3} action={<RouteLink to="rewards" />}>
              <FormattedMessage {...messages.noDonations} />
            </EmptyState>
          )}
        </Section>
        <Section heading={<FormattedMessage {...messages.communityHeading} />}>
          <StatList
            stats={[
              { label: <FormattedMessage {...messages.members} />, value: number.format(community.members) },
              { label: <FormattedMessage {...messages.communityCausePoints} />, value: number.format(community.causePoints) },
              { label: <FormattedMessage {...messages.communityDonated} />, value: money(community.donatedCad) },
            ]}
          />
          <BarListChart
            title={<FormattedMessage {...messages.communityTitle} />}
            bars={shown.map((entry) => ({
              key: entry.causeId,
              label: entry.name,
              value: entry.donatedCad,
              highlight: entry.causeId === cause.causeId,
            }))}
            format={money}
            labelHeading={<FormattedMessage {...messages.causeColumn} />}
            valueHeading={<FormattedMessage {...messages.amount} />}
          />
        </Section>
      </>
    );
  };

  return (
    <RemotePage
      routeId="impactDashboard"
      intro={<FormattedMessage {...messages.intro} />}
      related={['impact', 'causes', 'pointsHistory', 'rewards']}
    >
      {content()}
    </RemotePage>
  );
}
