import { formatUpcA, type PrintedCoupon } from '@maple/contracts';
import { defineMessages, FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Barcode } from './barcode';
import styles from './print-sheet.module.css';

const messages = defineMessages({
  label: { id: 'coupons.printSheet.label', defaultMessage: 'Your printed coupons' },
  expires: { id: 'coupons.printSheet.expires', defaultMessage: 'Expires' },
  serial: { id: 'coupons.printSheet.serial', defaultMessage: 'Serial number' },
  terms: {
    id: 'coupons.printSheet.terms',
    defaultMessage: 'Present at checkout. One coupon per item purchased. Void if copied, sold or transferred. Valid in Canada only.',
  },
});

/**
 * The coupons of a print job as they go on paper: each in a dashed frame to cut out, with its
 * brand, offer, value, barcode and code, expiry and serial number. When it is on the page,
 * printing shows only this sheet (print-sheet.module.css).
 */
export function PrintSheet({ coupons }: { coupons: readonly PrintedCoupon[] }) {
  const intl = useIntl();
  return (
    <ol className={styles.sheet} aria-label={intl.formatMessage(messages.label)}>
      {coupons.map((coupon) => (
        <li key={coupon.serial} className={styles.coupon}>
          <p className={styles.brand}>{coupon.brand}</p>
          <p className={styles.value}>{coupon.value}</p>
          <p className={styles.title}>{coupon.title}</p>
          <Barcode code={coupon.barcode} />
          <p className={styles.digits}>{formatUpcA(coupon.barcode)}</p>
          <dl className={styles.details}>
            <dt>
              <FormattedMessage {...messages.expires} />
            </dt>
            <dd>
              <FormattedDate value={coupon.expiresAt} year="numeric" month="long" day="numeric" timeZone="UTC" />
            </dd>
            <dt>
              <FormattedMessage {...messages.serial} />
            </dt>
            <dd>{coupon.serial}</dd>
          </dl>
          <p className={styles.terms}>
            <FormattedMessage {...messages.terms} />
          </p>
        </li>
      ))}
    </ol>
  );
}
