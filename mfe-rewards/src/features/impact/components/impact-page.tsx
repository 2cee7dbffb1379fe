import { causeIdFrom } from '@maple/contracts';
import { ApiErrorState, RemotePage, useApiQuery, useQueryParams, useSiteStore } from '@maple/platform';
import { CardListSkeleton, Points, Section, Skeleton, SkeletonText } from '@maple/ui';
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, type MessageValue } from 'react-intl';
import { useCausePoints } from '../hooks/use-cause-points';
import { CauseChooser } from './cause-chooser';
import { CommunityImpact } from './community-impact';
import { PledgeSection } from './pledge-section';
import styles from './impact.module.css';

const withValues = defineMessages<{ yourCausePoints: { points: MessageValue } }>({
  yourCausePoints: { id: 'impact.impact.yourCausePoints', defaultMessage: 'Your cause points: {points}' },
});

const messages = defineMessages({
  intro: {
    id: 'impact.impact.intro',
    defaultMessage: 'Together, members turn everyday purchases into support for Canadian charities. See what our community has done.',
  },
  yourCause: { id: 'impact.impact.yourCause', defaultMessage: 'Your cause' },
  chooseCause: { id: 'impact.impact.chooseCause', defaultMessage: 'Choose a cause' },
  community: { id: 'impact.impact.community', defaultMessage: 'The community’s impact' },
  failed: { id: 'impact.impact.failed', defaultMessage: 'We could not load the causes' },
});

/** The query parameter a link names a cause with, by short key (`?cause=wwf`) or code. */
const CAUSE_PARAM = 'cause';

/**
 * The impact page: the member's cause (or the one a visitor would join with) and how to change
 * it, their cause points, the community's impact, the charity pledge and, through
 * `renderDonations`, donating points to the cause.
 */
export function ImpactPage({ renderDonations }: { renderDonations?: (causeId: string) => ReactNode }) {
  const signedIn = useSiteStore((state) => state.loggedIn && state.profile !== null && !state.profile.optedOut);
  const storeCause = useSiteStore((state) => state.charityId);
  const profile = useApiQuery('getProfile', undefined, { enabled: signedIn });
  const causes = useApiQuery('causes', undefined, { errors: 'inline' });
  const { causePoints } = useCausePoints();
  const [params] = useQueryParams();
  const suggested = causeIdFrom(params.get(CAUSE_PARAM));
  const current = (signedIn ? profile.data?.traits.charitableCause : undefined) ?? storeCause;
  const currentCause = causes.data?.causes.find((cause) => cause.causeId === current) ?? null;

  return (
    <RemotePage routeId="impact" intro={<FormattedMessage {...messages.intro} />} related={['impactDashboard', 'causes', 'rewards']}>
      {causes.isPending || (signedIn && profile.isPending) ? (
        <CardListSkeleton count={2} lines={3} />
      ) : causes.isError ? (
        <ApiErrorState failure={causes.error} title={<FormattedMessage {...messages.failed} />} onRetry={() => void causes.refetch()} />
      ) : (
        <>
          <Section heading={<FormattedMessage {...(signedIn ? messages.yourCause : messages.chooseCause)} />}>
            {currentCause && <p className={styles.causeName}>{currentCause.name}</p>}
            {signedIn && (
              <p className={styles.causePoints}>
                {causePoints === null ? (
                  <Skeleton className={styles.inlineSkeleton}>
                    <SkeletonText lines={1} />
                  </Skeleton>
                ) : (
                  <FormattedMessage
                    {...withValues.yourCausePoints}
                    values={{
                      points: (
                        <strong>
                          <Points value={causePoints} />
                        </strong>
                      ),
                    }}
                  />
                )}
              </p>
            )}
            <CauseChooser causes={causes.data.causes} current={current} suggested={suggested} signedIn={signedIn} />
          </Section>
          <Section heading={<FormattedMessage {...messages.community} />}>
            <CommunityImpact causes={causes.data.causes} highlight={currentCause} />
          </Section>
          {currentCause && <PledgeSection causeId={currentCause.causeId} causeName={currentCause.name} signedIn={signedIn} />}
          {renderDonations?.(current)}
        </>
      )}
    </RemotePage>
  );
}
