import { DeferredSection, RouteLink, useSiteStore } from '@maple/platform';
import { Card, Section } from '@maple/ui';
import { defineMessages, FormattedMessage } from 'react-intl';
import { MemberCauseFailed, MemberCauseSkeleton } from './member-cause-skeleton';

const messages = defineMessages({
  memberHeading: { id: 'home.cause.memberHeading', defaultMessage: 'Your cause and your impact' },
  visitorHeading: { id: 'home.cause.visitorHeading', defaultMessage: 'Support a cause' },
  visitorBody: {
    id: 'home.cause.visitorBody',
    defaultMessage:
      'Every member supports one of 15 charitable causes. Each survey you answer earns a point for yours, and you can donate your points to it.',
  },
  visitorLink: { id: 'home.cause.visitorLink', defaultMessage: 'Discover the causes' },
});

const loadMemberCause = () => import('./member-cause').then((module) => module.MemberCause);

/**
 * For a member, their cause and impact (loaded when the section comes on screen); for a
 * visitor, what supporting a cause means and where to choose one.
 */
export function CauseAndImpact() {
  const loggedIn = useSiteStore((state) => state.loggedIn);
  return (
    <Section heading={<FormattedMessage {...(loggedIn ? messages.memberHeading : messages.visitorHeading)} />}>
      {loggedIn ? (
        <DeferredSection
          load={loadMemberCause}
          fallback={<MemberCauseSkeleton />}
          failed={(retry) => <MemberCauseFailed onRetry={retry} />}
        />
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
