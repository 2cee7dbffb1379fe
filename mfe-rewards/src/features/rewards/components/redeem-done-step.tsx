import type { Reward } from '@maple/contracts';
import { RouteLink } from '@maple/platform';
import { Button, Notice, Points } from '@maple/ui';
import type { RefObject } from 'react';
import { defineMessages, FormattedMessage, type MessageValue } from 'react-intl';
import { useResendRewardEmail } from '../api/use-resend-reward-email';
import { isEmailedReward, redeemFlowMessages } from './redeem-flow-messages';
import { RedeemStepHeading } from './redeem-step-heading';
import styles from './reward-dialog.module.css';

const messages = defineMessages({
  doneHeading: { id: 'rewards.dialog.doneHeading', defaultMessage: 'Done!' },
  doneDonated: {
    id: 'rewards.dialog.doneDonated',
    defaultMessage: 'Thank you! Your donation is on its way to the cause, and your cause points have gone up.',
  },
  resend: { id: 'rewards.dialog.resend', defaultMessage: 'Send the email again' },
  resent: { id: 'rewards.dialog.resent', defaultMessage: 'We sent the email again.' },
  resendFailed: { id: 'rewards.dialog.resendFailed', defaultMessage: 'We could not send the email again. Please try later.' },
  history: { id: 'rewards.dialog.history', defaultMessage: 'See my points history' },
});

const withValues = defineMessages<{
  doneEmailed: { name: MessageValue; email: MessageValue };
  doneEntered: { quantity: MessageValue };
  doneOrder: { order: MessageValue };
  doneBalance: { points: MessageValue };
}>({
  doneEmailed: {
    id: 'rewards.dialog.doneEmailed',
    defaultMessage:
      'We are emailing {name} to {email}. It usually arrives within five minutes; if it has not arrived after five minutes, check your spam folder. You can send it again here, or later from your points history.',
  },
  doneEntered: {
    id: 'rewards.dialog.doneEntered',
    defaultMessage: '{quantity, plural, one {Your entry is} other {Your # entries are}} in the draw. Good luck!',
  },
  doneOrder: { id: 'rewards.dialog.doneOrder', defaultMessage: 'Order number: {order}' },
  doneBalance: { id: 'rewards.dialog.doneBalance', defaultMessage: 'Your points now: {points}' },
});

/**
 * The outcome of a redemption that worked: what happens next for this kind of reward, the
 * member's new balance and the order number, and for an emailed reward, a way to send it again.
 */
export function RedeemDoneStep({
  reward,
  quantity,
  result,
  email,
  headingRef,
}: {
  reward: Reward;
  quantity: number;
  result: { orderReference: string; pointsBalance: number } | undefined;
  email: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const resend = useResendRewardEmail();
  return (
    <div className={styles.step}>
      <RedeemStepHeading headingRef={headingRef}>
        <FormattedMessage {...messages.doneHeading} />
      </RedeemStepHeading>
      <Notice tone="success" announce>
        <p className={styles.wrapAnywhere}>
          {isEmailedReward(reward) ? (
            <FormattedMessage {...withValues.doneEmailed} values={{ name: reward.name, email }} />
          ) : reward.type === 'SWEEPSTAKES' ? (
            <FormattedMessage {...withValues.doneEntered} values={{ quantity }} />
          ) : (
            <FormattedMessage {...messages.doneDonated} />
          )}
        </p>
      </Notice>
      {result && (
        <>
          <p>
            <FormattedMessage {...withValues.doneBalance} values={{ points: <Points value={result.pointsBalance} /> }} />
          </p>
          <p className={styles.muted}>
            <FormattedMessage
              {...withValues.doneOrder}
              values={{ order: <span className={styles.reference}>{result.orderReference}</span> }}
            />
          </p>
        </>
      )}
      {isEmailedReward(reward) && result && (
        <div className={styles.resend}>
          <Button
            variant="secondary"
            busy={resend.isPending}
            onClick={() => !resend.isPending && resend.mutate({ body: { orderReference: result.orderReference } })}
          >
            <FormattedMessage {...messages.resend} />
          </Button>
          <div aria-live="polite">
            {resend.isSuccess && (
              <p>
                <FormattedMessage {...messages.resent} />
              </p>
            )}
            {resend.isError && (
              <p>
                <FormattedMessage {...messages.resendFailed} />
              </p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

/** The outcome's buttons: the points history, where the redemption now shows, or close. */
export function RedeemDoneActions({ onClose }: { onClose: () => void }) {
  return (
    <>
      <RouteLink to="pointsHistory" className={styles.link}>
        <FormattedMessage {...messages.history} />
      </RouteLink>
      <Button onClick={onClose}>
        <FormattedMessage {...redeemFlowMessages.close} />
      </Button>
    </>
  );
}
