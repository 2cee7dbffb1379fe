import type { Profile, SampleCampaign } from '@maple/contracts';
import { Button, ButtonRow, Notice } from '@maple/ui';
import { type ReactNode, useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import type { OrderOutcome } from './order-outcomes';
import { SampleOrderForm } from './sample-order-form';

const messages = defineMessages({
  reconsider: { id: 'samples.order.reconsider', defaultMessage: 'Review my order again' },
});

/**
 * The sample order form with its "I don't agree": declining says what it means (`declined`)
 * and offers to review the order again. The form is hidden, not dropped, meanwhile, so what
 * the member typed is still there if they come back.
 */
export function DeclinableOrder({
  samples,
  profile,
  onSettled,
  declined: declinedMessage,
}: {
  samples: readonly SampleCampaign[];
  profile: Profile | undefined;
  onSettled: (outcomes: readonly OrderOutcome[]) => void;
  /** What declining means here. */
  declined: ReactNode;
}) {
  const [declined, setDeclined] = useState(false);
  return (
    <>
      {declined && (
        <>
          <Notice announce>{declinedMessage}</Notice>
          <ButtonRow>
            <Button variant="secondary" onClick={() => setDeclined(false)}>
              <FormattedMessage {...messages.reconsider} />
            </Button>
          </ButtonRow>
        </>
      )}
      <div hidden={declined}>
        {profile && <SampleOrderForm samples={samples} profile={profile} onSettled={onSettled} onDecline={() => setDeclined(true)} />}
      </div>
    </>
  );
}
