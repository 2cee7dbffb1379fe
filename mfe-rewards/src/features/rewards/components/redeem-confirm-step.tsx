import type { Reward } from '@maple/contracts';
import { Button, formatPoints, Points } from '@maple/ui';
import type { ReactNode, RefObject } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor, type MessageValue, useIntl } from 'react-intl';
import { isEmailedReward } from './redeem-flow-messages';
import { RedeemStepHeading } from './redeem-step-heading';
import styles from './reward-dialog.module.css';

const messages = defineMessages({
  confirmHeading: { id: 'rewards.dialog.confirmHeading', defaultMessage: 'Please confirm' },
  confirmReward: { id: 'rewards.dialog.confirmReward', defaultMessage: 'Reward' },
  confirmCost: { id: 'rewards.dialog.confirmCost', defaultMessage: 'Cost' },
  confirmBefore: { id: 'rewards.dialog.confirmBefore', defaultMessage: 'Your points now' },
  confirmAfter: { id: 'rewards.dialog.confirmAfter', defaultMessage: 'Your points after' },
  confirmFinal: { id: 'rewards.dialog.confirmFinal', defaultMessage: 'Redeemed points cannot be given back.' },
  back: { id: 'rewards.dialog.back', defaultMessage: 'Back' },
});

const withValues = defineMessages<{
  confirmQuantity: { name: MessageValue; quantity: MessageValue };
  confirmEmail: { email: MessageValue };
  confirm: { points: MessageValue };
}>({
  confirmQuantity: { id: 'rewards.dialog.confirmQuantity', defaultMessage: '{name} × {quantity}' },
  confirmEmail: { id: 'rewards.dialog.confirmEmail', defaultMessage: 'We will email it to {email}.' },
  confirm: { id: 'rewards.dialog.confirm', defaultMessage: 'Confirm: use {points}' },
});

/**
 * The confirmation: the reward and quantity, their cost, the member's points before and after,
 * and where an emailed reward goes (`email`, masked; null without a member).
 */
export function RedeemConfirmStep({
  reward,
  quantity,
  total,
  pointsBefore,
  email,
  headingRef,
}: {
  reward: Reward;
  quantity: number;
  total: number;
  pointsBefore: number;
  email: string | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <div className={styles.step}>
      <RedeemStepHeading headingRef={headingRef}>
        <FormattedMessage {...messages.confirmHeading} />
      </RedeemStepHeading>
      <dl className={styles.summary}>
        <SummaryRow term={messages.confirmReward}>
          <FormattedMessage {...withValues.confirmQuantity} values={{ name: reward.name, quantity }} />
        </SummaryRow>
        <SummaryRow term={messages.confirmCost}>
          <Points value={total} />
        </SummaryRow>
        <SummaryRow term={messages.confirmBefore}>
          <Points value={pointsBefore} />
        </SummaryRow>
        <SummaryRow term={messages.confirmAfter}>
          <Points value={pointsBefore - total} />
        </SummaryRow>
      </dl>
      {isEmailedReward(reward) && email !== null && (
        <p className={styles.wrapAnywhere}>
          <FormattedMessage {...withValues.confirmEmail} values={{ email }} />
        </p>
      )}
      <p className={styles.muted}>
        <FormattedMessage {...messages.confirmFinal} />
      </p>
    </div>
  );
}

/** One row of the summary: a term and its value. */
function SummaryRow({ term, children }: { term: MessageDescriptor; children: ReactNode }) {
  return (
    <div>
      <dt>
        <FormattedMessage {...term} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The confirmation's buttons: back to the quantity, or redeem (busy while the redemption is sent). */
export function RedeemConfirmActions({
  total,
  busy,
  onBack,
  onConfirm,
}: {
  total: number;
  busy: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const intl = useIntl();
  return (
    <>
      <Button variant="secondary" onClick={() => !busy && onBack()}>
        <FormattedMessage {...messages.back} />
      </Button>
      <Button busy={busy} onClick={onConfirm}>
        {intl.formatMessage(withValues.confirm, { points: formatPoints(total, intl.locale) })}
      </Button>
    </>
  );
}
