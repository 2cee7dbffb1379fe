import type { CouponOffer } from '@maple/contracts';
import { Badge, Button, Card, cardImageSizes, ContentImage, type HeadingLevel, VisuallyHidden } from '@maple/ui';
import type { ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styles from './coupons.module.css';
import { PartnerLink } from './partner-link';
import { PromoCode } from './promo-code';

const messages = defineMessages({
  membersOnly: { id: 'coupons.offer.membersOnly', defaultMessage: 'Members only' },
  clip: { id: 'coupons.offer.clip', defaultMessage: 'Clip coupon' },
  unclip: { id: 'coupons.offer.unclip', defaultMessage: 'Remove from basket' },
  clipped: { id: 'coupons.offer.clipped', defaultMessage: 'In your basket' },
  load: { id: 'coupons.offer.load', defaultMessage: 'Get this offer' },
});

const expires = defineMessage<{ date: string }>({ id: 'coupons.offer.expires', defaultMessage: 'Expires {date}' });
const printLimit = defineMessage<{ limit: number }>({
  id: 'coupons.offer.printLimit',
  defaultMessage: '{limit, plural, one {You can print this coupon once.} other {You can print this coupon # times.}}',
});
const printsLeft = defineMessage<{ left: number; limit: number }>({
  id: 'coupons.offer.printsLeft',
  defaultMessage: '{left, plural, one {# print left} other {# prints left}} of {limit}.',
});
const noPrintsLeft = defineMessage<{ limit: number }>({
  id: 'coupons.offer.noPrintsLeft',
  defaultMessage:
    '{limit, plural, one {You have printed this coupon: it can be printed once.} other {You have printed this coupon # times, its limit.}}',
});

/** What the member can do with a print coupon: clip it, or take it out of the basket. */
interface ClipControls {
  readonly inBasket: boolean;
  readonly onClip: () => void;
  readonly onUnclip: () => void;
}

function PrintTerms({ offer }: { offer: CouponOffer }) {
  if (offer.printLimit === null) return null;
  if (offer.printsLeft === null) return <FormattedMessage {...printLimit} values={{ limit: offer.printLimit }} />;
  if (offer.printsLeft === 0) return <FormattedMessage {...noPrintsLeft} values={{ limit: offer.printLimit }} />;
  return <FormattedMessage {...printsLeft} values={{ left: offer.printsLeft, limit: offer.printLimit }} />;
}

function ClipButton({ offer, clip }: { offer: CouponOffer; clip: ClipControls }) {
  if (offer.printsLeft === 0) return null;
  const named = <VisuallyHidden>– {offer.title}</VisuallyHidden>;
  if (clip.inBasket)
    return (
      <>
        <Badge tone="success">
          <FormattedMessage {...messages.clipped} />
        </Badge>
        <Button variant="quiet" size="small" onClick={clip.onUnclip}>
          <FormattedMessage {...messages.unclip} />
          {named}
        </Button>
      </>
    );
  return (
    <Button size="small" onClick={clip.onClip}>
      <FormattedMessage {...messages.clip} />
      {named}
    </Button>
  );
}

function actionsOf(offer: CouponOffer, clip: ClipControls): ReactNode {
  if (offer.channel === 'print') return <ClipButton offer={offer} clip={clip} />;
  if (offer.promoCode) return <PromoCode code={offer.promoCode} offerTitle={offer.title} />;
  if (offer.partnerPage)
    return (
      <PartnerLink page={offer.partnerPage}>
        <FormattedMessage {...messages.load} />
        <VisuallyHidden>– {offer.title}</VisuallyHidden>
      </PartnerLink>
    );
  return null;
}

/** A coupon or offer: its product pictured, brand, value, what it is for, when it ends, its limits and what to do with it. */
export function OfferCard({ offer, clip, headingLevel = 3 }: { offer: CouponOffer; clip: ClipControls; headingLevel?: HeadingLevel }) {
  const intl = useIntl();
  const expiry = intl.formatDate(offer.expiresAt, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return (
    <Card
      heading={offer.title}
      headingLevel={headingLevel}
      media={<ContentImage image={offer.image} sizes={cardImageSizes} />}
      actions={actionsOf(offer, clip)}
    >
      <p className={styles.offerTop}>
        <span className={styles.brand}>{offer.brand}</span>
        <Badge tone="brand">{offer.value}</Badge>
        {offer.membersOnly && (
          <Badge tone="info">
            <FormattedMessage {...messages.membersOnly} />
          </Badge>
        )}
      </p>
      <p>{offer.description}</p>
      <p className={styles.meta}>
        <FormattedMessage {...expires} values={{ date: expiry }} />
      </p>
      {offer.printLimit !== null && (
        <p className={styles.meta}>
          <PrintTerms offer={offer} />
        </p>
      )}
    </Card>
  );
}
