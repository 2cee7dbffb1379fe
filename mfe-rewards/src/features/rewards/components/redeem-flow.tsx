import { zodResolver } from '@hookform/resolvers/zod';
import {
  loginReasonFor,
  readRewardQuantity,
  redeemableQuantity,
  pointsShort,
  type Reward,
  type RewardAvailability,
} from '@maple/contracts';
import { RouteLink, useApiMutation, useCommands } from '@maple/contracts/react';
import { Badge, Button, Dialog, Form, formatPoints, Notice, Points, TextField, useValidationErrorMap } from '@maple/ui';
import { Fragment, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { defineMessages, FormattedMessage, type MessageValue, useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { useMember } from '../hooks/use-member';
import { useRedeemReward } from '../hooks/use-redeem-reward';
import { AvailabilityBadge } from './availability-badge';
import {
  availabilityExplanationMessages,
  canRetryRedemption,
  failureCodeMessage,
  redemptionFailureMessage,
  signInToRedeemMessages,
} from './reward-messages';
import styles from './reward-dialog.module.css';

const messages = defineMessages({
  rules: { id: 'rewards.dialog.rules', defaultMessage: 'Rules' },
  officialRules: { id: 'rewards.dialog.officialRules', defaultMessage: 'Official rules, prizes and your entries' },
  quantity: { id: 'rewards.dialog.quantity', defaultMessage: 'Quantity' },
  quantityWhole: { id: 'rewards.dialog.quantityWhole', defaultMessage: 'Enter a whole number, such as 1 or 2.' },
  quantityBelowOne: { id: 'rewards.dialog.quantityBelowOne', defaultMessage: 'Enter at least 1.' },
  continue: { id: 'rewards.dialog.continue', defaultMessage: 'Continue' },
  earn: { id: 'rewards.dialog.earn', defaultMessage: 'Ways to earn points' },
  confirmHeading: { id: 'rewards.dialog.confirmHeading', defaultMessage: 'Please confirm' },
  confirmReward: { id: 'rewards.dialog.confirmReward', defaultMessage: 'Reward' },
  confirmCost: { id: 'rewards.dialog.confirmCost', defaultMessage: 'Cost' },
  confirmBefore: { id: 'rewards.dialog.confirmBefore', defaultMessage: 'Your points now' },
  confirmAfter: { id: 'rewards.dialog.confirmAfter', defaultMessage: 'Your points after' },
  confirmFinal: { id: 'rewards.dialog.confirmFinal', defaultMessage: 'Redeemed points cannot be given back.' },
  back: { id: 'rewards.dialog.back', defaultMessage: 'Back' },
  doneHeading: { id: 'rewards.dialog.doneHeading', defaultMessage: 'Done!' },
  doneDonated: {
    id: 'rewards.dialog.doneDonated',
    defaultMessage: 'Thank you! Your donation is on its way to the cause, and your cause points have gone up.',
  },
  resend: { id: 'rewards.dialog.resend', defaultMessage: 'Send the email again' },
  resent: { id: 'rewards.dialog.resent', defaultMessage: 'We sent the email again.' },
  resendFailed: { id: 'rewards.dialog.resendFailed', defaultMessage: 'We could not send the email again. Please try later.' },
  failedHeading: { id: 'rewards.dialog.failedHeading', defaultMessage: 'This did not work' },
  tryAgain: { id: 'rewards.dialog.tryAgain', defaultMessage: 'Try again' },
  history: { id: 'rewards.dialog.history', defaultMessage: 'See my points history' },
  close: { id: 'rewards.dialog.close', defaultMessage: 'Close' },
});

const withValues = defineMessages<{
  each: { points: MessageValue };
  quantityHint: { max: MessageValue };
  quantityAboveLimit: { max: MessageValue };
  total: { points: MessageValue };
  confirmQuantity: { name: MessageValue; quantity: MessageValue };
  confirmEmail: { email: MessageValue };
  confirm: { points: MessageValue };
  doneEmailed: { name: MessageValue; email: MessageValue };
  doneEntered: { quantity: MessageValue };
  doneOrder: { order: MessageValue };
  doneBalance: { points: MessageValue };
}>({
  each: { id: 'rewards.dialog.each', defaultMessage: '{points} each' },
  quantityHint: { id: 'rewards.dialog.quantityHint', defaultMessage: 'From 1 to {max}.' },
  quantityAboveLimit: {
    id: 'rewards.dialog.quantityAboveLimit',
    defaultMessage: 'You can redeem at most {max} at once: that is what this reward allows and your points cover.',
  },
  total: { id: 'rewards.dialog.total', defaultMessage: 'Total: {points}' },
  confirmQuantity: { id: 'rewards.dialog.confirmQuantity', defaultMessage: '{name} × {quantity}' },
  confirmEmail: { id: 'rewards.dialog.confirmEmail', defaultMessage: 'We will email it to {email}.' },
  confirm: { id: 'rewards.dialog.confirm', defaultMessage: 'Confirm: use {points}' },
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

/** Rewards delivered by email (their email can be sent again). */
const EMAILED: readonly Reward['type'][] = ['GIFT_CARD', 'DIGITAL_SUBSCRIPTION', 'LOCAL_EXPERIENCE'];

type Step = 'details' | 'confirm';

/**
 * A reward's dialog: its details and rules, then, for a member who can redeem it, the
 * quantity, a confirmation with the points before and after, and the outcome. Loaded when a
 * reward is opened: the forms it needs (react-hook-form, zod) stay out of the catalogue pages.
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
  const intl = useIntl();
  const commands = useCommands();
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

  const body = (() => {
    switch (shown) {
      case 'details':
        return (
          <DetailsStep
            reward={reward}
            availability={availability}
            pointsAvailable={pointsAvailable}
            showSweepstakesLink={showSweepstakesLink}
            quantity={quantity}
            onQuantity={(chosen) => {
              setQuantity(chosen);
              setPointsBefore(pointsAvailable);
              setStep('confirm');
            }}
          />
        );
      case 'confirm':
        return (
          <div className={styles.step}>
            <h3 ref={stepHeading} tabIndex={-1} className={styles.stepHeading}>
              <FormattedMessage {...messages.confirmHeading} />
            </h3>
            <dl className={styles.summary}>
              <div>
                <dt>
                  <FormattedMessage {...messages.confirmReward} />
                </dt>
                <dd>
                  <FormattedMessage {...withValues.confirmQuantity} values={{ name: reward.name, quantity }} />
                </dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage {...messages.confirmCost} />
                </dt>
                <dd>
                  <Points value={total} />
                </dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage {...messages.confirmBefore} />
                </dt>
                <dd>
                  <Points value={pointsBefore ?? 0} />
                </dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage {...messages.confirmAfter} />
                </dt>
                <dd>
                  <Points value={(pointsBefore ?? 0) - total} />
                </dd>
              </div>
            </dl>
            {EMAILED.includes(reward.type) && member && (
              <p className={styles.wrapAnywhere}>
                <FormattedMessage {...withValues.confirmEmail} values={{ email: member.emailAddress }} />
              </p>
            )}
            <p className={styles.muted}>
              <FormattedMessage {...messages.confirmFinal} />
            </p>
          </div>
        );
      case 'done':
        return (
          <DoneStep
            reward={reward}
            quantity={quantity}
            headingRef={stepHeading}
            result={redemption.data}
            email={member?.emailAddress ?? ''}
          />
        );
      case 'failed':
        return (
          <div className={styles.step}>
            <h3 ref={stepHeading} tabIndex={-1} className={styles.stepHeading}>
              <FormattedMessage {...messages.failedHeading} />
            </h3>
            {redemption.error && (
              <Notice tone="error" announce>
                <p>
                  <FormattedMessage {...redemptionFailureMessage(redemption.error.kind)} />
                </p>
                <p className={styles.code}>
                  <FormattedMessage {...failureCodeMessage} values={{ code: redemption.error.code }} />
                </p>
              </Notice>
            )}
          </div>
        );
    }
  })();

  const actions = (() => {
    switch (shown) {
      case 'details':
        if (availability === 'redeemable')
          return (
            <>
              <Button variant="secondary" onClick={onClose}>
                <FormattedMessage {...messages.close} />
              </Button>
              {/* Busy until the member's points are known: the quantity's limit depends on them. */}
              <Button type="submit" form={quantityFormId(reward.id)} busy={pointsAvailable === null}>
                <FormattedMessage {...messages.continue} />
              </Button>
            </>
          );
        if (availability === 'signInToRedeem')
          return (
            <Button onClick={() => commands.promptLogin({ reason: loginReasonFor(reward.type), returnTo })}>
              <FormattedMessage {...signInToRedeemMessages[reward.type]} />
            </Button>
          );
        return (
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage {...messages.close} />
          </Button>
        );
      case 'confirm':
        return (
          <>
            <Button variant="secondary" onClick={() => !redemption.isPending && setStep('details')}>
              <FormattedMessage {...messages.back} />
            </Button>
            <Button busy={redemption.isPending} onClick={() => redemption.redeem(reward, quantity)}>
              {intl.formatMessage(withValues.confirm, { points: formatPoints(total, intl.locale) })}
            </Button>
          </>
        );
      case 'done':
        return (
          <>
            <RouteLink to="pointsHistory" className={styles.link}>
              <FormattedMessage {...messages.history} />
            </RouteLink>
            <Button onClick={onClose}>
              <FormattedMessage {...messages.close} />
            </Button>
          </>
        );
      case 'failed':
        return (
          <>
            <Button variant="secondary" onClick={onClose}>
              <FormattedMessage {...messages.close} />
            </Button>
            {redemption.error && canRetryRedemption(redemption.error.kind) && (
              <Button
                onClick={() => {
                  redemption.reset();
                  setStep('details');
                }}
              >
                <FormattedMessage {...messages.tryAgain} />
              </Button>
            )}
          </>
        );
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

const quantityFormId = (rewardId: string) => `redeem-quantity-${rewardId}`;

function DetailsStep({
  reward,
  availability,
  pointsAvailable,
  showSweepstakesLink,
  quantity,
  onQuantity,
}: {
  reward: Reward;
  availability: RewardAvailability;
  pointsAvailable: number | null;
  showSweepstakesLink: boolean;
  quantity: number;
  onQuantity: (quantity: number) => void;
}) {
  return (
    <div className={styles.step}>
      <p className={styles.meta}>
        <Badge tone="brand">{reward.typeLabel}</Badge>
        <AvailabilityBadge reward={reward} availability={availability} pointsAvailable={pointsAvailable} />
        <span className={styles.cost}>
          <FormattedMessage {...withValues.each} values={{ points: <Points value={reward.cost} /> }} />
        </span>
      </p>
      {availability !== 'redeemable' && (
        <Notice tone={availability === 'signInToRedeem' || availability === 'unaffordable' ? 'info' : 'warning'}>
          <p>
            <FormattedMessage
              {...availabilityExplanationMessages[availability]}
              values={{
                missing: <Points value={pointsShort(reward, pointsAvailable ?? 0)} />,
                available: <Points value={pointsAvailable ?? 0} />,
              }}
            />
          </p>
          {availability === 'unaffordable' && (
            <p>
              <RouteLink to="earnPoints">
                <FormattedMessage {...messages.earn} />
              </RouteLink>
            </p>
          )}
        </Notice>
      )}
      <p>{reward.description}</p>
      <details className={styles.rules}>
        <summary>
          <FormattedMessage {...messages.rules} />
        </summary>
        <p>{reward.rules}</p>
      </details>
      {reward.type === 'SWEEPSTAKES' && showSweepstakesLink && (
        <p>
          <RouteLink to="sweepstakesEntry">
            <FormattedMessage {...messages.officialRules} />
          </RouteLink>
        </p>
      )}
      {availability === 'redeemable' && pointsAvailable !== null && (
        <QuantityForm reward={reward} max={redeemableQuantity(reward, pointsAvailable)} initial={quantity} onQuantity={onQuantity} />
      )}
    </div>
  );
}

function QuantityForm({
  reward,
  max,
  initial,
  onQuantity,
}: {
  reward: Reward;
  max: number;
  initial: number;
  onQuantity: (quantity: number) => void;
}) {
  const intl = useIntl();
  const errorMap = useValidationErrorMap();
  const schema = useMemo(() => {
    const problem = (value: string) => {
      const read = readRewardQuantity(value, max);
      return read.ok ? null : read.problem;
    };
    return z.object({
      quantity: z.string().check(
        z.refine((value) => problem(value) !== 'notAWholeNumber', { error: intl.formatMessage(messages.quantityWhole) }),
        z.refine((value) => problem(value) !== 'belowOne', { error: intl.formatMessage(messages.quantityBelowOne) }),
        z.refine((value) => problem(value) !== 'aboveLimit', { error: intl.formatMessage(withValues.quantityAboveLimit, { max }) }),
      ),
    });
  }, [intl, max]);
  const form = useForm<{ quantity: string }>({
    resolver: zodResolver(schema, { error: errorMap }),
    defaultValues: { quantity: String(Math.min(initial, Math.max(max, 1))) },
    shouldFocusError: false,
  });
  const typed = readRewardQuantity(form.watch('quantity'), max);
  const submit = ({ quantity }: { quantity: string }) => {
    const read = readRewardQuantity(quantity, max);
    if (read.ok) onQuantity(read.quantity);
  };
  return (
    <Form form={form} onSubmit={submit} id={quantityFormId(reward.id)} className={styles.quantityForm}>
      {max > 1 ? (
        <TextField
          label={<FormattedMessage {...messages.quantity} />}
          hint={<FormattedMessage {...withValues.quantityHint} values={{ max }} />}
          inputMode="numeric"
          autoComplete="off"
          className={styles.quantity}
          {...form.register('quantity')}
        />
      ) : (
        <input type="hidden" {...form.register('quantity')} />
      )}
      <p className={styles.total} aria-live="polite">
        <FormattedMessage {...withValues.total} values={{ points: <Points value={reward.cost * (typed.ok ? typed.quantity : 1)} /> }} />
      </p>
    </Form>
  );
}

function DoneStep({
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
  const resend = useApiMutation('resendRewardEmail', { errors: 'inline' });
  return (
    <div className={styles.step}>
      <h3 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        <FormattedMessage {...messages.doneHeading} />
      </h3>
      <Notice tone="success" announce>
        <p className={styles.wrapAnywhere}>
          {EMAILED.includes(reward.type) ? (
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
      {EMAILED.includes(reward.type) && result && (
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
