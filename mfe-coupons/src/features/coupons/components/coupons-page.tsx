import { COUPON_BASKET_KEY, type CouponOffer, type OFFER_CHANNELS } from '@maple/contracts';
import { COUPON_BASKET_CAPACITY } from '#src/lib/basket.ts';
import {
  InactiveMemberNotice,
  RemotePage,
  RouteLink,
  useApiQuery,
  useBusEvent,
  useCommands,
  useCurrentLocation,
  useHashTarget,
  useMembership,
  useQueryParams,
} from '@maple/platform';
import { useStoredBasket } from '#src/lib/use-stored-basket.ts';
import { Button, buttonClassName, CardList, CardListSkeleton, ErrorState, type HeadingLevel, Notice, Section } from '@maple/ui';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import { FailureCode } from './coupon-failure';
import styles from './coupons.module.css';
import { OfferCard } from './offer-card';
import { PartnerLink } from './partner-link';

const messages = defineMessages({
  intro: {
    id: 'coupons.coupons.intro',
    defaultMessage:
      'Save on the household brands you already buy: print coupons at home, use promo codes and load digital offers from our partners.',
  },
  signIn: {
    id: 'coupons.coupons.signIn',
    defaultMessage: 'Sign in as a member to clip and print coupons. Members also see offers kept for them.',
  },
  signInButton: { id: 'coupons.coupons.signInButton', defaultMessage: 'Sign in or join' },
  printClipped: { id: 'coupons.basket.print', defaultMessage: 'Print my coupons' },
  loadFailed: { id: 'coupons.coupons.loadFailed', defaultMessage: 'We couldn’t load the coupons' },
  printHeading: { id: 'coupons.print.heading', defaultMessage: 'Print coupons' },
  printBody: {
    id: 'coupons.print.body',
    defaultMessage:
      'Clip the coupons you want, print them together at home and bring them to the store. Each coupon can be printed a limited number of times, shown on the coupon.',
  },
  morePrint: { id: 'coupons.print.more', defaultMessage: 'More coupons from our coupon partner' },
  promoHeading: { id: 'coupons.promo.heading', defaultMessage: 'Promo codes' },
  promoBody: {
    id: 'coupons.promo.body',
    defaultMessage: 'Some offers come with a promo code. Copy it and enter it when you check out to get the discount.',
  },
  digitalHeading: { id: 'coupons.digital.heading', defaultMessage: 'Digital offers' },
  digitalBody: {
    id: 'coupons.digital.body',
    defaultMessage: 'Load offers to a partner account and save when you shop, with nothing to print. Partner pages open in a new tab.',
  },
  retailHeading: { id: 'coupons.digital.retailHeading', defaultMessage: 'Retail partner' },
  retailBody: {
    id: 'coupons.digital.retailBody',
    defaultMessage: 'Cash-back offers from our retail partner, added to your account with the partner.',
  },
  retailLimit: { id: 'coupons.digital.retailLimit', defaultMessage: 'Limit of 1 coupon per transaction.' },
  retailPage: { id: 'coupons.digital.retailPage', defaultMessage: 'All cash-back offers' },
  groceryHeading: { id: 'coupons.digital.groceryHeading', defaultMessage: 'Grocery partner' },
  groceryBody: {
    id: 'coupons.digital.groceryBody',
    defaultMessage: 'Digital coupons for your grocery shopping, redeemed at the checkout of our grocery partner.',
  },
  groceryPage: { id: 'coupons.digital.groceryPage', defaultMessage: 'All grocery coupons' },
  loyaltyHeading: { id: 'coupons.loyalty.heading', defaultMessage: 'Loyalty-card offers' },
  loyaltyBody: {
    id: 'coupons.loyalty.body',
    defaultMessage: 'Sign in with our loyalty-card partner to load offers onto your card, then scan your card at the checkout to get them.',
  },
  loyaltyLogin: { id: 'coupons.loyalty.login', defaultMessage: 'Sign in to your loyalty card' },
  loyaltyMembers: { id: 'coupons.loyalty.members', defaultMessage: 'Members see the loyalty-card offers kept for them once signed in.' },
  none: { id: 'coupons.coupons.none', defaultMessage: 'No offers here right now: come back soon.' },
});

const basketCount = defineMessage<{ count: number }>({
  id: 'coupons.basket.count',
  defaultMessage: '{count, plural, =0 {No coupons clipped yet} one {# coupon clipped} other {# coupons clipped}}',
});
const basketFull = defineMessage<{ capacity: number }>({
  id: 'coupons.basket.full',
  defaultMessage: 'Your basket is full ({capacity} coupons): print them or remove some before you clip more.',
});
const basketDropped = defineMessage<{ count: number }>({
  id: 'coupons.basket.dropped',
  defaultMessage:
    '{count, plural, one {# coupon left your basket: it can’t be printed any more.} other {# coupons left your basket: they can’t be printed any more.}}',
});

// The print view (with the print sheet and its barcodes) loads when it opens: most visits never print.
const PrintView = lazy(() => import('./print-view').then((module) => ({ default: module.PrintView })));

/** The deep link to the loyalty-card section (spec section 2). */
const LOYALTY_ANCHOR = 'optimumCards';

type Channel = (typeof OFFER_CHANNELS)[number];

/** The offers of one channel, as cards; a skeleton while they load; a line when there are none. */
function OfferList({
  offers,
  channel,
  pending,
  headingLevel,
  clipProps,
  empty = <FormattedMessage {...messages.none} />,
}: {
  offers: readonly CouponOffer[] | undefined;
  channel: Channel;
  pending: boolean;
  headingLevel?: HeadingLevel;
  clipProps: (offer: CouponOffer) => Parameters<typeof OfferCard>[0]['clip'];
  /** What to say when the channel has no offer. */
  empty?: ReactNode;
}) {
  if (pending) return <CardListSkeleton count={2} lines={3} media="16/9" />;
  if (!offers) return null;
  const ofChannel = offers.filter((offer) => offer.channel === channel);
  if (ofChannel.length === 0) return <p>{empty}</p>;
  return (
    <CardList>
      {ofChannel.map((offer) => (
        <OfferCard key={offer.offerId} offer={offer} clip={clipProps(offer)} headingLevel={headingLevel} />
      ))}
    </CardList>
  );
}

/** The partner's pages, under a section's offers. */
function PartnerRow({ children }: { children: ReactNode }) {
  return <div className={styles.partner}>{children}</div>;
}

/**
 * Every way to save with coupons: print coupons (clipped into the basket, printed through
 * PrintService), promo codes, the retail and grocery partners' digital offers and the
 * loyalty-card partner (`#optimumCards`). `?printCoupons`, or the shell's
 * `trigger:print-coupons`, opens the print view.
 */
export function CouponsPage() {
  // An opted-out member reads the offers everyone does, and is told how to opt back in.
  const membership = useMembership();
  const signedIn = membership === 'member';
  const commands = useCommands();
  const location = useCurrentLocation();
  const [params, setParams] = useQueryParams();
  const printing = params.has('printCoupons');
  const basket = useStoredBasket(COUPON_BASKET_KEY, COUPON_BASKET_CAPACITY);
  const offersQuery = useApiQuery(signedIn ? 'memberOffers' : 'anonymousOffers', undefined, { errors: 'inline' });
  const offers = offersQuery.data?.offers;
  const [dropped, setDropped] = useState(0);
  const [full, setFull] = useState(false);
  const printButton = useRef<HTMLButtonElement>(null);
  const wasPrinting = useRef(printing);

  const openPrintView = useCallback(() => setParams({ printCoupons: '' }, { replace: false }), [setParams]);
  const closePrintView = () => setParams({ printCoupons: null }, { replace: false });
  const askToSignIn = (returnTo: string) => commands.promptLogin({ reason: 'coupons', returnTo });

  // `?printCoupons` seen by the shell, maybe on another page before this one mounted.
  const printingNow = useRef(printing);
  printingNow.current = printing;
  const pathnameNow = useRef(location.pathname);
  pathnameNow.current = location.pathname;
  useBusEvent(
    'trigger:print-coupons',
    useCallback(
      ({ signedIn: signedInWhenDecided }: { signedIn: boolean }) => {
        if (!printingNow.current) openPrintView();
        // The shell's answer, not the store's: a member's store says "signed in" only once their session is restored.
        if (!signedInWhenDecided) commands.promptLogin({ reason: 'coupons', returnTo: `${pathnameNow.current}?printCoupons` });
      },
      [openPrintView, commands],
    ),
  );

  // The basket holds only what can still be printed: a coupon withdrawn or printed to its limit leaves it.
  useEffect(() => {
    if (!signedIn || !offers || offersQuery.isFetching) return;
    const printable = new Set(offers.filter((offer) => offer.channel === 'print' && offer.printsLeft !== 0).map((offer) => offer.offerId));
    const left = basket.keep((id) => printable.has(id));
    if (left.length > 0) setDropped(left.length);
  }, [signedIn, offers, offersQuery.isFetching, basket]);

  // `#optimumCards`: once the offers are in place (the page above has its height), scroll there and focus it.
  const loyalty = useHashTarget<HTMLDivElement>(LOYALTY_ANCHOR, !printing && !offersQuery.isPending);

  // Back from the print view: focus returns to the button that opened it.
  useEffect(() => {
    if (wasPrinting.current && !printing) printButton.current?.focus();
    wasPrinting.current = printing;
  }, [printing]);

  const clipProps = (offer: CouponOffer) => ({
    inBasket: basket.ids.includes(offer.offerId),
    onClip: () => {
      if (!signedIn) return askToSignIn(location.pathname);
      const addition = basket.add(offer.offerId);
      setFull(!addition.added && addition.reason === 'full');
    },
    onUnclip: () => {
      basket.remove(offer.offerId);
      setFull(false);
    },
  });
  const pending = offersQuery.isPending && !offersQuery.isError;
  const list = (channel: Channel, headingLevel?: HeadingLevel, empty?: ReactNode) => (
    <OfferList offers={offers} channel={channel} pending={pending} headingLevel={headingLevel} clipProps={clipProps} empty={empty} />
  );

  return (
    <RemotePage routeId="coupons" intro={<FormattedMessage {...messages.intro} />} related={['basket', 'samples', 'rewards', 'offerRules']}>
      {printing ? (
        <Suspense fallback={<CardListSkeleton count={2} lines={2} />}>
          <PrintView offers={signedIn ? (offers ?? []) : null} basket={basket} onClose={closePrintView} />
        </Suspense>
      ) : (
        <>
          {signedIn ? (
            <div className={styles.basketBar}>
              <p>
                <FormattedMessage {...basketCount} values={{ count: basket.ids.length }} />
              </p>
              <div className={styles.basketActions}>
                <RouteLink to="basket" className={buttonClassName('quiet', { size: 'small' })} />
                <Button ref={printButton} onClick={openPrintView}>
                  <FormattedMessage {...messages.printClipped} />
                </Button>
              </div>
            </div>
          ) : membership === 'inactive' ? (
            <InactiveMemberNotice reason="coupons" />
          ) : (
            <Notice>
              <p>
                <FormattedMessage {...messages.signIn} />
              </p>
              <Button size="small" onClick={() => askToSignIn(location.pathname)}>
                <FormattedMessage {...messages.signInButton} />
              </Button>
            </Notice>
          )}
          {full && (
            <Notice tone="warning" announce>
              <FormattedMessage {...basketFull} values={{ capacity: COUPON_BASKET_CAPACITY }} />
            </Notice>
          )}
          {dropped > 0 && (
            <Notice tone="warning" announce>
              <FormattedMessage {...basketDropped} values={{ count: dropped }} />
            </Notice>
          )}
          {offersQuery.isError && (
            <ErrorState title={<FormattedMessage {...messages.loadFailed} />} onRetry={() => void offersQuery.refetch()}>
              <FailureCode failure={offersQuery.error} />
            </ErrorState>
          )}
          <Section heading={<FormattedMessage {...messages.printHeading} />} description={<FormattedMessage {...messages.printBody} />}>
            {list('print')}
            <PartnerRow>
              <PartnerLink page="offers">
                <FormattedMessage {...messages.morePrint} />
              </PartnerLink>
            </PartnerRow>
          </Section>
          <Section heading={<FormattedMessage {...messages.promoHeading} />} description={<FormattedMessage {...messages.promoBody} />}>
            {list('promo')}
          </Section>
          <Section heading={<FormattedMessage {...messages.digitalHeading} />} description={<FormattedMessage {...messages.digitalBody} />}>
            <Section
              level={3}
              heading={<FormattedMessage {...messages.retailHeading} />}
              description={<FormattedMessage {...messages.retailBody} />}
            >
              <Notice>
                <FormattedMessage {...messages.retailLimit} />
              </Notice>
              {list('retail', 4)}
              <PartnerRow>
                <PartnerLink page="retailCashback">
                  <FormattedMessage {...messages.retailPage} />
                </PartnerLink>
              </PartnerRow>
            </Section>
            <Section
              level={3}
              heading={<FormattedMessage {...messages.groceryHeading} />}
              description={<FormattedMessage {...messages.groceryBody} />}
            >
              {list('grocery', 4)}
              <PartnerRow>
                <PartnerLink page="grocery">
                  <FormattedMessage {...messages.groceryPage} />
                </PartnerLink>
              </PartnerRow>
            </Section>
          </Section>
          <div id={LOYALTY_ANCHOR} ref={loyalty} tabIndex={-1} className={styles.focusTarget}>
            <Section
              heading={<FormattedMessage {...messages.loyaltyHeading} />}
              description={<FormattedMessage {...messages.loyaltyBody} />}
            >
              <PartnerRow>
                <PartnerLink page="loyaltyLogin" variant="primary">
                  <FormattedMessage {...messages.loyaltyLogin} />
                </PartnerLink>
              </PartnerRow>
              {list('loyalty', 3, signedIn ? undefined : <FormattedMessage {...messages.loyaltyMembers} />)}
            </Section>
          </div>
        </>
      )}
    </RemotePage>
  );
}
