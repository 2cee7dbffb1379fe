import { loginReasonFor, pointsShort, redeemableQuantity, type Reward, type RewardAvailability } from '@maple/contracts';
import { InactiveMemberNotice, RouteLink, useCommands, useMembership } from '@maple/platform';
import { Badge, Button, Notice, Points } from '@maple/ui';
import { defineMessage, defineMessages, FormattedMessage, type MessageValue } from 'react-intl';
import { AvailabilityBadge } from './availability-badge';
import { redeemFlowMessages } from './redeem-flow-messages';
import { quantityFormId, RedeemQuantityForm } from './redeem-quantity-form';
import { availabilityExplanationMessages, signInToRedeemMessages } from './reward-messages';
import styles from './reward-dialog.module.css';

const messages = defineMessages({
  rules: { id: 'rewards.dialog.rules', defaultMessage: 'Rules' },
  officialRules: { id: 'rewards.dialog.officialRules', defaultMessage: 'Official rules, prizes and your entries' },
  continue: { id: 'rewards.dialog.continue', defaultMessage: 'Continue' },
  earn: { id: 'rewards.dialog.earn', defaultMessage: 'Ways to earn points' },
});

const eachMessage = defineMessage<{ points: MessageValue }>({ id: 'rewards.dialog.each', defaultMessage: '{points} each' });

/**
 * The first step: the reward, why it cannot be redeemed now if it cannot, its rules, and for a
 * member who can redeem it, the quantity.
 */
export function RedeemDetailsStep({
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
  // An opted-out member is not asked to sign in: they are, and can opt back in.
  const inactive = useMembership() === 'inactive';
  return (
    <div className={styles.step}>
      <p className={styles.meta}>
        <Badge tone="brand">{reward.typeLabel}</Badge>
        <AvailabilityBadge reward={reward} availability={availability} pointsAvailable={pointsAvailable} />
        <span className={styles.cost}>
          <FormattedMessage {...eachMessage} values={{ points: <Points value={reward.cost} /> }} />
        </span>
      </p>
      {inactive && availability === 'signInToRedeem' && <InactiveMemberNotice reason={loginReasonFor(reward.type)} />}
      {availability !== 'redeemable' && !(inactive && availability === 'signInToRedeem') && (
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
        <RedeemQuantityForm reward={reward} max={redeemableQuantity(reward, pointsAvailable)} initial={quantity} onQuantity={onQuantity} />
      )}
    </div>
  );
}

/** The first step's buttons: continue to the confirmation, sign in to redeem, or close. */
export function RedeemDetailsActions({
  reward,
  availability,
  pointsAvailable,
  returnTo,
  onClose,
}: {
  reward: Reward;
  availability: RewardAvailability;
  pointsAvailable: number | null;
  returnTo: string;
  onClose: () => void;
}) {
  const commands = useCommands();
  const inactive = useMembership() === 'inactive';
  const close = (
    <Button variant="secondary" onClick={onClose}>
      <FormattedMessage {...redeemFlowMessages.close} />
    </Button>
  );
  if (availability === 'redeemable')
    return (
      <>
        {close}
        {/* Busy until the member's points are known: the quantity's limit depends on them. */}
        <Button type="submit" form={quantityFormId(reward.id)} busy={pointsAvailable === null}>
          <FormattedMessage {...messages.continue} />
        </Button>
      </>
    );
  // An opted-out member's way back is in the details (opt back in), not a sign-in.
  if (availability === 'signInToRedeem' && !inactive)
    return (
      <Button onClick={() => commands.promptLogin({ reason: loginReasonFor(reward.type), returnTo })}>
        <FormattedMessage {...signInToRedeemMessages[reward.type]} />
      </Button>
    );
  return close;
}
