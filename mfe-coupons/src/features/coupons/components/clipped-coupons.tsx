import type { CouponOffer } from '@maple/contracts';
import { defineMessage, FormattedMessage } from 'react-intl';
import { BasketList } from '#src/components/basket-list.tsx';
import styles from './coupons.module.css';

const printsLeft = defineMessage<{ left: number }>({
  id: 'coupons.clipped.printsLeft',
  defaultMessage: '{left, plural, one {# print left} other {# prints left}}',
});

/** The coupons in the basket, each with its value, the prints left and a way to take it out. */
export function ClippedCoupons({ offers, onRemove }: { offers: readonly CouponOffer[]; onRemove: (offerId: string) => void }) {
  const entries = offers.map((offer) => ({
    id: offer.offerId,
    name: offer.title,
    details: (
      <span className={styles.meta}>
        {offer.value}
        {offer.printsLeft !== null && (
          <>
            {' · '}
            <FormattedMessage {...printsLeft} values={{ left: offer.printsLeft }} />
          </>
        )}
      </span>
    ),
  }));
  return <BasketList entries={entries} onRemove={onRemove} />;
}
