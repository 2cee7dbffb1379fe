import { zodResolver } from '@hookform/resolvers/zod';
import {
  addressOnFile,
  addressPayload,
  ApiFailure,
  deliveryAddressDefaults,
  type DeliveryAddressFormValues,
  deliveryAddressOf,
  type Profile,
  type SampleCampaign,
} from '@maple/contracts';
import {
  DeliveryAddressFields,
  DeliveryAddressOnFile,
  DeliveryConsentFields,
  DisagreeButton,
  useDeliveryAddressFormSchema,
} from '@maple/platform';
import { Button, ButtonRow, Form, Notice, useValidationErrorMap } from '@maple/ui';
import { useForm } from 'react-hook-form';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useOrderSamples } from '../api/use-order-samples';
import { useUpdateAddress } from '../api/use-update-address';
import type { OrderOutcome } from './order-outcomes';
import { SAMPLE_FAILURE_VALUES, sampleFailureMessage } from './sample-failure';
import styles from './samples.module.css';

const messages = defineMessages({
  addressHeading: { id: 'samples.order.addressHeading', defaultMessage: 'Delivery address' },
  addressFinal: {
    id: 'samples.order.addressFinal',
    defaultMessage: 'Your delivery address can’t be changed after you submit your order, so check it carefully.',
  },
  onFile: { id: 'samples.order.onFile', defaultMessage: 'We deliver to the address on file (it can’t be changed):' },
  confirmHeading: { id: 'samples.confirm.heading', defaultMessage: 'Before you order' },
  summaryTitle: { id: 'samples.order.summaryTitle', defaultMessage: 'Your order can’t be sent yet' },
});

const submitLabel = defineMessage<{ count: number }>({
  id: 'samples.order.submit',
  defaultMessage: '{count, plural, one {Order my sample} other {Order my # samples}}',
});
const failureWithCode = defineMessage<{ message: string; code: number }>({
  id: 'samples.order.failureWithCode',
  defaultMessage: '{message} (error code {code})',
});

/**
 * Orders samples: the delivery address (a form when none is on file: it is saved first, and is
 * final), the two confirmations, and "I don't agree". Each sample is ordered in turn; the
 * outcomes (order numbers, refusals with their codes) go to `onSettled`.
 */
export function SampleOrderForm({
  samples,
  profile,
  onSettled,
  onDecline,
}: {
  samples: readonly SampleCampaign[];
  profile: Profile;
  onSettled: (outcomes: readonly OrderOutcome[]) => void;
  onDecline: () => void;
}) {
  const intl = useIntl();
  const onFile = addressOnFile(profile);
  const form = useForm<DeliveryAddressFormValues>({
    resolver: zodResolver(useDeliveryAddressFormSchema({ withAddress: onFile === null }), { error: useValidationErrorMap() }),
    defaultValues: deliveryAddressDefaults(profile),
    shouldFocusError: false,
  });
  const saveAddress = useUpdateAddress();
  const orderSamples = useOrderSamples();

  async function submit(values: DeliveryAddressFormValues) {
    if (!onFile) {
      try {
        await saveAddress.mutateAsync({ body: addressPayload(deliveryAddressOf(values)) });
      } catch (error) {
        if (!(error instanceof ApiFailure)) throw error;
        const message = intl.formatMessage(sampleFailureMessage(error), SAMPLE_FAILURE_VALUES);
        form.setError('root.server', { type: 'server', message: intl.formatMessage(failureWithCode, { message, code: error.code }) });
        return;
      }
    }
    onSettled(await orderSamples(samples));
  }

  return (
    <Form form={form} onSubmit={submit} errorSummaryTitle={<FormattedMessage {...messages.summaryTitle} />} className={styles.form}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <FormattedMessage {...messages.addressHeading} />
        </legend>
        {onFile ? (
          <>
            <p>
              <FormattedMessage {...messages.onFile} />
            </p>
            <DeliveryAddressOnFile address={onFile} className={styles.address} />
          </>
        ) : (
          <>
            <Notice tone="warning">
              <FormattedMessage {...messages.addressFinal} />
            </Notice>
            <DeliveryAddressFields register={form.register} />
          </>
        )}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <FormattedMessage {...messages.confirmHeading} />
        </legend>
        <DeliveryConsentFields register={form.register} />
      </fieldset>
      <ButtonRow>
        <Button type="submit" busy={form.formState.isSubmitting}>
          <FormattedMessage {...submitLabel} values={{ count: samples.length }} />
        </Button>
        <DisagreeButton onClick={onDecline} />
      </ButtonRow>
    </Form>
  );
}
