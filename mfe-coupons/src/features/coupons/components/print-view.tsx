import type { ApiOutput, CouponOffer } from '@maple/contracts';
import { useCommands, useCurrentLocation, useSiteStore } from '@maple/platform';
import type { StoredBasketState } from '#src/lib/use-stored-basket.ts';
import { Button, ButtonRow, EmptyState, Notice, Section } from '@maple/ui';
import { useEffect, useRef, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import { usePrintCoupons } from '../api/use-print-coupons';
import { ClippedCoupons } from './clipped-coupons';
import { PrintFailure } from './coupon-failure';
import styles from './coupons.module.css';
import { PrintSheet } from './print-sheet';
import sheetStyles from './print-sheet.module.css';

const messages = defineMessages({
  heading: { id: 'coupons.printView.heading', defaultMessage: 'Print your coupons' },
  description: {
    id: 'coupons.printView.description',
    defaultMessage: 'Check the coupons you clipped, then print them. Each print uses one of the prints a coupon allows.',
  },
  back: { id: 'coupons.printView.back', defaultMessage: 'Back to coupons' },
  emptyTitle: { id: 'coupons.printView.emptyTitle', defaultMessage: 'You have no coupons to print' },
  emptyBody: {
    id: 'coupons.printView.emptyBody',
    defaultMessage: 'Clip the coupons you want on the coupons page, then come back to print them.',
  },
  visitorTitle: { id: 'coupons.printView.visitorTitle', defaultMessage: 'Sign in to print coupons' },
  visitorBody: {
    id: 'coupons.printView.visitorBody',
    defaultMessage: 'Printing coupons is for members: sign in or join, and we’ll bring you back here.',
  },
  signIn: { id: 'coupons.printView.signIn', defaultMessage: 'Sign in or join' },
  readyTitle: { id: 'coupons.printView.readyTitle', defaultMessage: 'Your coupons are ready to print' },
  readyBody: {
    id: 'coupons.printView.readyBody',
    defaultMessage: 'Your printer dialog opens. Cut the coupons along the dashed lines and bring them to the store.',
  },
  printAgain: { id: 'coupons.printView.printAgain', defaultMessage: 'Open the printer dialog again' },
  done: { id: 'coupons.printView.done', defaultMessage: 'Done' },
});

const printCount = defineMessage<{ count: number }>({
  id: 'coupons.printView.print',
  defaultMessage: '{count, plural, one {Print # coupon} other {Print # coupons}}',
});

type PrintJob = ApiOutput<'printCoupons'>;

/**
 * The print screen (`?printCoupons`): the coupons in the basket, printed through PrintService
 * (which counts every print), then the print sheet and the browser's printer dialog. Printed
 * coupons leave the basket. Takes focus when it opens.
 */
export function PrintView({
  offers,
  basket,
  onClose,
  print = () => window.print(),
}: {
  /** The member's offers (their prints left); null for a visitor. */
  offers: readonly CouponOffer[] | null;
  basket: StoredBasketState;
  onClose: () => void;
  /** Opens the browser's printer dialog (replaced in tests). */
  print?: () => void;
}) {
  const signedIn = useSiteStore((state) => state.loggedIn);
  const commands = useCommands();
  const location = useCurrentLocation();
  const [job, setJob] = useState<PrintJob | null>(null);
  const printCoupons = usePrintCoupons();
  const view = useRef<HTMLDivElement>(null);
  const printedJob = useRef<string | null>(null);

  useEffect(() => view.current?.focus(), []);
  useEffect(() => {
    // Once per job: the dialog opens when the sheet is on the page.
    if (!job || printedJob.current === job.printJobId) return;
    printedJob.current = job.printJobId;
    print();
  }, [job, print]);

  const clipped = basket.ids.flatMap((id) => offers?.find((offer) => offer.offerId === id) ?? []);

  function send() {
    printCoupons.send(
      clipped.map((offer) => offer.offerId),
      (printed) => {
        for (const offerId of printed.offerIds) basket.remove(offerId);
        setJob(printed);
      },
    );
  }

  let content;
  if (!signedIn) {
    content = (
      <EmptyState
        title={<FormattedMessage {...messages.visitorTitle} />}
        headingLevel={3}
        action={
          <Button onClick={() => commands.promptLogin({ reason: 'coupons', returnTo: `${location.pathname}${location.search}` })}>
            <FormattedMessage {...messages.signIn} />
          </Button>
        }
      >
        <p>
          <FormattedMessage {...messages.visitorBody} />
        </p>
      </EmptyState>
    );
  } else if (job) {
    content = (
      <>
        <div className={sheetStyles.screenOnly}>
          <Notice tone="success" announce title={<FormattedMessage {...messages.readyTitle} />}>
            <p>
              <FormattedMessage {...messages.readyBody} />
            </p>
          </Notice>
          <ButtonRow>
            <Button onClick={print}>
              <FormattedMessage {...messages.printAgain} />
            </Button>
            <Button variant="secondary" onClick={onClose}>
              <FormattedMessage {...messages.done} />
            </Button>
          </ButtonRow>
        </div>
        <PrintSheet coupons={job.coupons} />
      </>
    );
  } else if (clipped.length === 0) {
    content = (
      <EmptyState
        title={<FormattedMessage {...messages.emptyTitle} />}
        headingLevel={3}
        action={
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage {...messages.back} />
          </Button>
        }
      >
        <p>
          <FormattedMessage {...messages.emptyBody} />
        </p>
      </EmptyState>
    );
  } else {
    content = (
      <>
        <ClippedCoupons offers={clipped} onRemove={basket.remove} />
        {printCoupons.isError && <PrintFailure failure={printCoupons.error} />}
        <ButtonRow>
          <Button busy={printCoupons.isPending} onClick={send}>
            <FormattedMessage {...printCount} values={{ count: clipped.length }} />
          </Button>
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage {...messages.back} />
          </Button>
        </ButtonRow>
      </>
    );
  }

  return (
    <div ref={view} tabIndex={-1} className={styles.focusTarget}>
      <Section heading={<FormattedMessage {...messages.heading} />} description={<FormattedMessage {...messages.description} />}>
        {content}
      </Section>
    </div>
  );
}
