import { MOMENT_WITH_TIME, type Receipt } from '@maple/contracts';
import { ApiErrorState, useApiQuery } from '@maple/platform';
import { Badge, Points, Skeleton, SkeletonText } from '@maple/ui';
import { defineMessages, FormattedMessage, type MessageValue, useIntl } from 'react-intl';
import styles from './receipts.module.css';

const messages = defineMessages({
  heading: { id: 'earning.receipts.listHeading', defaultMessage: 'Your receipts' },
  none: { id: 'earning.receipts.none', defaultMessage: 'You have not sent a receipt yet.' },
  pending: { id: 'earning.receipts.status.pending', defaultMessage: 'Pending review' },
  approved: { id: 'earning.receipts.status.approved', defaultMessage: 'Approved' },
  rejected: { id: 'earning.receipts.status.rejected', defaultMessage: 'Not approved' },
  failed: { id: 'earning.receipts.listFailed', defaultMessage: 'We could not load your receipts' },
});

const withValues = defineMessages<{ sentOn: { date: MessageValue }; pendingTotal: { points: MessageValue } }>({
  sentOn: { id: 'earning.receipts.sentOn', defaultMessage: 'Sent {date}' },
  pendingTotal: { id: 'earning.receipts.pendingTotal', defaultMessage: 'Waiting for review: {points}' },
});

const TONE: Record<Receipt['status'], 'info' | 'success' | 'neutral'> = { pending: 'info', approved: 'success', rejected: 'neutral' };

/** The member's receipts, newest first, each with its review status and points. */
export function ReceiptList() {
  const intl = useIntl();
  const receipts = useApiQuery('receipts', undefined, { errors: 'inline' });
  return (
    <div className={styles.list}>
      <h3 className={styles.listHeading}>
        <FormattedMessage {...messages.heading} />
      </h3>
      {receipts.isPending ? (
        <Skeleton>
          <SkeletonText lines={2} />
        </Skeleton>
      ) : receipts.isError ? (
        <ApiErrorState
          failure={receipts.error}
          headingLevel={2}
          title={<FormattedMessage {...messages.failed} />}
          onRetry={() => void receipts.refetch()}
        />
      ) : receipts.data.receipts.length === 0 ? (
        <p>
          <FormattedMessage {...messages.none} />
        </p>
      ) : (
        <>
          {receipts.data.pendingPoints > 0 && (
            <p>
              <FormattedMessage {...withValues.pendingTotal} values={{ points: <Points value={receipts.data.pendingPoints} /> }} />
            </p>
          )}
          <ul className={styles.receipts}>
            {receipts.data.receipts.map((receipt) => (
              <li key={receipt.receiptId} className={styles.receipt}>
                <span>
                  <FormattedMessage {...withValues.sentOn} values={{ date: intl.formatDate(receipt.submittedAt, MOMENT_WITH_TIME) }} />
                </span>
                <Badge tone={TONE[receipt.status]}>
                  <FormattedMessage {...messages[receipt.status]} />
                </Badge>
                {receipt.status !== 'rejected' && <Points value={receipt.points} signed />}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
