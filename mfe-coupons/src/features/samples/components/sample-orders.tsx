import { SITE_TIME_ZONE } from '@maple/contracts';
import { useApiQuery, useSiteStore } from '@maple/platform';
import { EmptyState, ErrorState, Skeleton, SkeletonText } from '@maple/ui';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { SampleFailureCode } from './sample-failure';
import styles from './samples.module.css';

const messages = defineMessages({
  none: { id: 'samples.orders.none', defaultMessage: 'You haven’t ordered a sample yet' },
  noneBody: { id: 'samples.orders.noneBody', defaultMessage: 'Samples you order show here, with their order number.' },
  failed: { id: 'samples.orders.failed', defaultMessage: 'We couldn’t load your orders' },
  submitted: { id: 'samples.orders.submitted', defaultMessage: 'Submitted' },
  orderNumber: { id: 'samples.orders.orderNumber', defaultMessage: 'Order number' },
  orderedOn: { id: 'samples.orders.orderedOn', defaultMessage: 'Ordered on' },
  status: { id: 'samples.orders.status', defaultMessage: 'Status' },
});

/** The member's sample orders (the sample service's incentives of this consumer), newest first. */
export function SampleOrders() {
  const intl = useIntl();
  const consumerId = useSiteStore((state) => state.profile?.consumerId ?? '');
  const orders = useApiQuery('consumerIncentives', { params: { consumerId } }, { errors: 'inline', enabled: consumerId !== '' });

  if (orders.isError)
    return (
      <ErrorState title={<FormattedMessage {...messages.failed} />} headingLevel={3} onRetry={() => void orders.refetch()}>
        <SampleFailureCode failure={orders.error} />
      </ErrorState>
    );
  if (!orders.data)
    return (
      <Skeleton>
        <SkeletonText lines={2} />
      </Skeleton>
    );
  if (orders.data.orders.length === 0)
    return (
      <EmptyState title={<FormattedMessage {...messages.none} />} headingLevel={3}>
        <p>
          <FormattedMessage {...messages.noneBody} />
        </p>
      </EmptyState>
    );
  return (
    <ul className={styles.orders}>
      {orders.data.orders.map((order) => (
        <li key={order.orderId} className={styles.order}>
          <p className={styles.orderName}>{order.name}</p>
          <dl className={styles.orderDetails}>
            <dt>
              <FormattedMessage {...messages.orderNumber} />
            </dt>
            <dd>{order.orderId}</dd>
            <dt>
              <FormattedMessage {...messages.orderedOn} />
            </dt>
            <dd>{intl.formatDate(order.orderedAt, { year: 'numeric', month: 'long', day: 'numeric', timeZone: SITE_TIME_ZONE })}</dd>
            <dt>
              <FormattedMessage {...messages.status} />
            </dt>
            <dd>{order.status === 'Submitted' ? <FormattedMessage {...messages.submitted} /> : order.status}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
