import { causeIdFrom } from '@maple/contracts';
import { causeLink } from '#src/lib/content-links.ts';
import { RouteLink, useApiQuery, useSiteStore } from '@maple/platform';
import { Card, Points } from '@maple/ui';
import { defineMessage, defineMessages, FormattedMessage, type MessageValue } from 'react-intl';
import { QueryLink } from '#src/components/query-link.tsx';
import { MemberCauseFailed, MemberCauseSkeleton } from './member-cause-skeleton';

const messages = defineMessages({
  change: { id: 'home.cause.change', defaultMessage: 'Choose another cause' },
  dashboard: { id: 'home.cause.dashboard', defaultMessage: 'See your impact dashboard' },
});

const causePoints = defineMessage<{ points: MessageValue }>({
  id: 'home.cause.points',
  defaultMessage: 'You have earned {points} for your cause so far.',
});

/**
 * The member's cause (from the site store) with its summary and the cause points they earned
 * for it. Its own chunk, loaded when the section comes on screen (cause-and-impact.tsx).
 */
export function MemberCause() {
  const causeId = causeIdFrom(useSiteStore((state) => state.charityId));
  const pages = useApiQuery('causePages', undefined, { errors: 'inline' });
  // The cause points under the cause: a failure opens the error modal rather than leaving them out without a word.
  const count = useApiQuery('charityDetailsCount');
  const cause = pages.data?.causes.find((candidate) => candidate.causeId === causeId);
  if (pages.isError) {
    return <MemberCauseFailed failure={pages.error} onRetry={() => void pages.refetch()} />;
  }
  if (!cause || !causeId) return <MemberCauseSkeleton />;
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
