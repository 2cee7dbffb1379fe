import { causeIdFrom, causeLink } from '@maple/contracts';
import { RouteLink, useApiQuery, useSiteStore } from '@maple/contracts/react';
import { Card, CardListSkeleton, ErrorState, Points, Section } from '@maple/ui';
import { defineMessage, defineMessages, FormattedMessage, type MessageValue, useIntl } from 'react-intl';
import { QueryLink } from '../../../components/query-link';

const messages = defineMessages({
  memberHeading: { id: 'home.cause.memberHeading', defaultMessage: 'Your cause and your impact' },
  visitorHeading: { id: 'home.cause.visitorHeading', defaultMessage: 'Support a cause' },
  visitorBody: {
    id: 'home.cause.visitorBody',
    defaultMessage:
      'Every member supports one of 15 charitable causes. Each survey you answer earns a point for yours, and you can donate your points to it.',
  },
  visitorLink: { id: 'home.cause.visitorLink', defaultMessage: 'Discover the causes' },
  loading: { id: 'home.cause.loading', defaultMessage: 'Loading your cause…' },
  failed: { id: 'home.cause.failed', defaultMessage: 'Your cause could not be loaded' },
  change: { id: 'home.cause.change', defaultMessage: 'Choose another cause' },
  dashboard: { id: 'home.cause.dashboard', defaultMessage: 'See your impact dashboard' },
});

const causePoints = defineMessage<{ points: MessageValue }>({
  id: 'home.cause.points',
  defaultMessage: 'You have earned {points} for your cause so far.',
});

/** The member's cause (from the site store) with its summary and the cause points they earned for it. */
function MemberCause() {
  const intl = useIntl();
  const causeId = causeIdFrom(useSiteStore((state) => state.charityId));
  const pages = useApiQuery('causePages', undefined, { errors: 'inline' });
  const count = useApiQuery('charityDetailsCount', undefined, { errors: 'inline' });
  const cause = pages.data?.causes.find((candidate) => candidate.causeId === causeId);
  if (pages.isError) {
    return <ErrorState title={<FormattedMessage {...messages.failed} />} onRetry={() => void pages.refetch()} />;
  }
  if (!cause || !causeId) return <CardListSkeleton count={1} lines={3} label={intl.formatMessage(messages.loading)} />;
  const { routeId, query } = causeLink(causeId);
  return (
    <Card
      heading={
        <QueryLink to={routeId} query={query}>
          {cause.name}
        </QueryLink>
      }
      actions={
        <>
          <RouteLink to="impactDashboard">
            <FormattedMessage {...messages.dashboard} />
          </RouteLink>
          <RouteLink to="causes">
            <FormattedMessage {...messages.change} />
          </RouteLink>
        </>
      }
    >
      <p>{cause.summary}</p>
      {count.data && (
        <p>
          <FormattedMessage {...causePoints} values={{ points: <Points value={count.data.charityDetailsCount} /> }} />
        </p>
      )}
    </Card>
  );
}

/** For a member, their cause and impact; for a visitor, what supporting a cause means and where to choose one. */
export function CauseAndImpact() {
  const loggedIn = useSiteStore((state) => state.loggedIn);
  return (
    <Section heading={<FormattedMessage {...(loggedIn ? messages.memberHeading : messages.visitorHeading)} />}>
      {loggedIn ? (
        <MemberCause />
      ) : (
        <Card
          actions={
            <RouteLink to="causes">
              <FormattedMessage {...messages.visitorLink} />
            </RouteLink>
          }
        >
          <p>
            <FormattedMessage {...messages.visitorBody} />
          </p>
        </Card>
      )}
    </Section>
  );
}
