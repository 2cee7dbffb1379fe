import { InactiveMemberNotice, RouteLink, useMembership } from '@maple/platform';
import { Notice, Points, Skeleton, SkeletonText } from '@maple/ui';
import { useId } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import styles from './points-summary.module.css';

const messages = defineMessages({
  label: { id: 'rewards.points.label', defaultMessage: 'Your points' },
  balance: { id: 'rewards.points.balance', defaultMessage: 'Points balance' },
  available: { id: 'rewards.points.available', defaultMessage: 'Available to redeem' },
  pending: { id: 'rewards.points.pending', defaultMessage: 'Pending review' },
  visitorTitle: { id: 'rewards.points.visitorTitle', defaultMessage: 'Members redeem points for these rewards' },
  visitor: {
    id: 'rewards.points.visitor',
    defaultMessage: 'Join Maple Rewards or sign in, from the top of the page, to redeem. New members earn their first points in minutes.',
  },
  earn: { id: 'rewards.points.earn', defaultMessage: 'How to earn points' },
});

/**
 * The member's balance, what they can redeem now and what waits for review; for a visitor, how
 * to take part; for an opted-out member, that their membership is inactive and how to opt back in.
 */
export function PointsSummary({
  signedIn,
  pointsBalance,
  pointsAvailable,
  pendingPoints,
}: {
  signedIn: boolean;
  pointsBalance: number | null;
  pointsAvailable: number | null;
  pendingPoints: number;
}) {
  const headingId = useId();
  const membership = useMembership();
  if (membership === 'inactive') return <InactiveMemberNotice reason="protectedPage" />;
  if (!signedIn) {
    return (
      <Notice title={<FormattedMessage {...messages.visitorTitle} />}>
        <p>
          <FormattedMessage {...messages.visitor} />{' '}
          <RouteLink to="earnPoints">
            <FormattedMessage {...messages.earn} />
          </RouteLink>
        </p>
      </Notice>
    );
  }
  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <FormattedMessage {...messages.label} />
      </h2>
      {pointsBalance === null || pointsAvailable === null ? (
        <Skeleton>
          <SkeletonText lines={2} />
        </Skeleton>
      ) : (
        <dl className={styles.figures}>
          <div>
            <dt>
              <FormattedMessage {...messages.balance} />
            </dt>
            <dd>
              <Points value={pointsBalance} />
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage {...messages.available} />
            </dt>
            <dd>
              <Points value={pointsAvailable} />
            </dd>
          </div>
          {pendingPoints > 0 && (
            <div>
              <dt>
                <FormattedMessage {...messages.pending} />
              </dt>
              <dd>
                <Points value={pendingPoints} />
              </dd>
            </div>
          )}
        </dl>
      )}
    </section>
  );
}
