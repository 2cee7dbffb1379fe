import type { ApiFailure } from '@maple/contracts';
import { Button, Notice } from '@maple/ui';
import type { RefObject } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { redeemFlowMessages } from './redeem-flow-messages';
import { RedeemStepHeading } from './redeem-step-heading';
import { canRetryRedemption, failureCodeMessage, redemptionFailureMessage } from './reward-messages';
import styles from './reward-dialog.module.css';

const messages = defineMessages({
  failedHeading: { id: 'rewards.dialog.failedHeading', defaultMessage: 'This did not work' },
  tryAgain: { id: 'rewards.dialog.tryAgain', defaultMessage: 'Try again' },
});

/** The outcome of a redemption that failed: why, in the member's words, with the code support can look up. */
export function RedeemFailedStep({ error, headingRef }: { error: ApiFailure | null; headingRef: RefObject<HTMLHeadingElement | null> }) {
  return (
    <div className={styles.step}>
      <RedeemStepHeading headingRef={headingRef}>
        <FormattedMessage {...messages.failedHeading} />
      </RedeemStepHeading>
      {error && (
        <Notice tone="error" announce>
          <p>
            <FormattedMessage {...redemptionFailureMessage(error.kind)} />
          </p>
          <p className={styles.code}>
            <FormattedMessage {...failureCodeMessage} values={{ code: error.code }} />
          </p>
        </Notice>
      )}
    </div>
  );
}

/** The failure's buttons: close, and try again when trying again can help. */
export function RedeemFailedActions({ error, onClose, onRetry }: { error: ApiFailure | null; onClose: () => void; onRetry: () => void }) {
  return (
    <>
      <Button variant="secondary" onClick={onClose}>
        <FormattedMessage {...redeemFlowMessages.close} />
      </Button>
      {error && canRetryRedemption(error.kind) && (
        <Button onClick={onRetry}>
          <FormattedMessage {...messages.tryAgain} />
        </Button>
      )}
    </>
  );
}
