import type { CouponOffer } from '@maple/contracts';
import { Button, VisuallyHidden } from '@maple/ui';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import styles from './coupons.module.css';

const messages = defineMessages({
  remove: { id: 'coupons.clipped.remove', defaultMessage: 'Remove' },
});

const printsLeft = defineMessage<{ left: number }>({
  id: 'coupons.clipped.printsLeft',
  defaultMessage: '{left, plural, one {# print left} other {# prints left}}',
});

/** The coupons in the basket, each with its value, the prints left and a way to take it out. */
export function ClippedCoupons({ offers, onRemove }: { offers: readonly CouponOffer[]; onRemove: (offerId: string) => void }) {
  return (
    <ul className={styles.clippedList}>
      {offers.map((offer) => (
        <li key={offer.offerId} className={styles.clippedItem}>
          <span className={styles.clippedTitle}>{offer.title}</span>
          <span className={styles.meta}>
            {offer.value}
            {offer.printsLeft !== null && (
              <>
                {' · '}
                <FormattedMessage {...printsLeft} values={{ left: offer.printsLeft }} />
              </>
            )}
          </span>
          <Button variant="quiet" size="small" onClick={() => onRemove(offer.offerId)}>
            <FormattedMessage {...messages.remove} />
            <VisuallyHidden>– {offer.title}</VisuallyHidden>
          </Button>
        </li>
      ))}
    </ul>
  );
}
