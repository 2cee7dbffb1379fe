import { maskedEmail, type Reward, type RewardAvailability } from '@maple/contracts';
import { Dialog } from '@maple/ui';
import { Fragment, type ReactNode, useEffect, useRef, useState } from 'react';
import { useRedeemReward } from '../api/use-redeem-reward';
import { useMember } from '../hooks/use-member';
import { RedeemConfirmActions, RedeemConfirmStep } from './redeem-confirm-step';
import { RedeemDetailsActions, RedeemDetailsStep } from './redeem-details-step';
import { RedeemDoneActions, RedeemDoneStep } from './redeem-done-step';
import { RedeemFailedActions, RedeemFailedStep } from './redeem-failed-step';

type Step = 'details' | 'confirm';

/**
 * A reward's dialog: its details and rules, then, for a member who can redeem it, the
 * quantity, a confirmation with the points before and after, and the outcome. Loaded when a
 * reward is opened: the forms it needs (react-hook-form, zod) stay out of the catalogue pages.
 * This component holds the steps' state; each step shows itself and its buttons.
 */
export function RedeemFlow({
  reward,
  availability,
  pointsAvailable,
  returnTo,
  showSweepstakesLink,
  onClose,
}: {
  reward: Reward;
  availability: RewardAvailability;
  pointsAvailable: number | null;
  returnTo: string;
  showSweepstakesLink: boolean;
  onClose: () => void;
}) {
  const member = useMember();
  const redemption = useRedeemReward();
  const [step, setStep] = useState<Step>('details');
  const [quantity, setQuantity] = useState(1);
  // The points before this redemption, kept: the balance refreshes as soon as it succeeds.
  const [pointsBefore, setPointsBefore] = useState<number | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shown = redemption.isSuccess ? 'done' : redemption.isError ? 'failed' : step;

  // Each step after the first starts at its heading, so a screen reader says where the member is.
  useEffect(() => {
    if (shown !== 'details') stepHeading.current?.focus();
  }, [shown]);

  const closeUnlessBusy = () => {
    if (!redemption.isPending) onClose();
  };

  const total = reward.cost * quantity;
  // What the first step's details and its buttons both depend on.
  const offer = { reward, availability, pointsAvailable };

  const [body, actions]: [ReactNode, ReactNode] = (() => {
    switch (shown) {
      case 'details':
        return [
          <RedeemDetailsStep
            {...offer}
            showSweepstakesLink={showSweepstakesLink}
            quantity={quantity}
            onQuantity={(chosen) => {
              setQuantity(chosen);
              setPointsBefore(pointsAvailable);
              setStep('confirm');
            }}
          />,
          <RedeemDetailsActions {...offer} returnTo={returnTo} onClose={onClose} />,
        ];
      case 'confirm':
        return [
          <RedeemConfirmStep
            reward={reward}
            quantity={quantity}
            total={total}
            pointsBefore={pointsBefore ?? 0}
            email={member && maskedEmail(member.emailAddress)}
            headingRef={stepHeading}
          />,
          <RedeemConfirmActions
            total={total}
            busy={redemption.isPending}
            onBack={() => setStep('details')}
            onConfirm={() => redemption.redeem(reward, quantity)}
          />,
        ];
      case 'done':
        return [
          <RedeemDoneStep
            reward={reward}
            quantity={quantity}
            headingRef={stepHeading}
            result={redemption.data}
            // Masked like every address the site shows (spec section 5): the member knows their own.
            email={maskedEmail(member?.emailAddress ?? '')}
          />,
          <RedeemDoneActions onClose={onClose} />,
        ];
      case 'failed':
        return [
          <RedeemFailedStep error={redemption.error} headingRef={stepHeading} />,
          <RedeemFailedActions
            error={redemption.error}
            onClose={onClose}
            onRetry={() => {
              redemption.reset();
              setStep('details');
            }}
          />,
        ];
    }
  })();

  return (
    // A key per step: the buttons of one step are new elements, so the button that had focus (Continue)
    // never turns into the next step's (Confirm) under the member's finger or Enter key.
    <Dialog open onClose={closeUnlessBusy} title={reward.name} actions={<Fragment key={shown}>{actions}</Fragment>}>
      {body}
    </Dialog>
  );
}
