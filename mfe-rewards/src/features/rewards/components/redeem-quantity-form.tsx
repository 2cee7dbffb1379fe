import { zodResolver } from '@hookform/resolvers/zod';
import type { Reward } from '@maple/contracts';
import { readRewardQuantity } from '../lib/issue-reward-payload';
import { Form, Points, TextField, useValidationErrorMap } from '@maple/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { defineMessages, FormattedMessage, type MessageValue, useIntl } from 'react-intl';
import * as z from 'zod/mini';
import styles from './reward-dialog.module.css';

const messages = defineMessages({
  quantity: { id: 'rewards.dialog.quantity', defaultMessage: 'Quantity' },
  quantityWhole: { id: 'rewards.dialog.quantityWhole', defaultMessage: 'Enter a whole number, such as 1 or 2.' },
  quantityBelowOne: { id: 'rewards.dialog.quantityBelowOne', defaultMessage: 'Enter at least 1.' },
});

const withValues = defineMessages<{
  quantityHint: { max: MessageValue };
  quantityAboveLimit: { max: MessageValue };
  total: { points: MessageValue };
}>({
  quantityHint: { id: 'rewards.dialog.quantityHint', defaultMessage: 'From 1 to {max}.' },
  quantityAboveLimit: {
    id: 'rewards.dialog.quantityAboveLimit',
    defaultMessage: 'You can redeem at most {max} at once: that is what this reward allows and your points cover.',
  },
  total: { id: 'rewards.dialog.total', defaultMessage: 'Total: {points}' },
});

/** The quantity form's id: the dialog's Continue button, outside the form, submits it. */
export const quantityFormId = (rewardId: string) => `redeem-quantity-${rewardId}`;

/**
 * How many of a reward to redeem, from 1 to `max`, with the total in points as it is typed.
 * With only one possible, the field is hidden and the form just confirms the quantity 1.
 */
export function RedeemQuantityForm({
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
