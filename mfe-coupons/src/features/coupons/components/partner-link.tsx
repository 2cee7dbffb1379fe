import type { PartnerPage } from '@maple/contracts';
import { buttonClassName, type ButtonVariant, VisuallyHidden } from '@maple/ui';
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useCouponPage } from '../hooks/use-coupon-page';
import styles from './coupons.module.css';

const messages = defineMessages({
  newTab: { id: 'coupons.partnerLink.newTab', defaultMessage: '(opens the partner’s site in a new tab)' },
});

/**
 * A link to a partner's coupon page, opened safely: in a new tab, without giving the partner
 * this page (`noopener`) or its address (`noreferrer`). Nothing when the page is not configured.
 */
export function PartnerLink({
  page,
  variant = 'secondary',
  children,
}: {
  page: PartnerPage;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  const address = useCouponPage(page);
  if (!address) return null;
  return (
    <a href={address} target="_blank" rel="noopener noreferrer" className={buttonClassName(variant, { size: 'small' })}>
      {children}
      <span aria-hidden="true" className={styles.external}>
        ↗
      </span>
      <VisuallyHidden>
        {' '}
        <FormattedMessage {...messages.newTab} />
      </VisuallyHidden>
    </a>
  );
}
