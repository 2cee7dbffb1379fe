import {
  addressPayload,
  ApiFailure,
  invalidateApiQueries,
  PROVINCE_NAMES,
  PROVINCES,
  type Profile,
  type SampleCampaign,
  formatPostalCode,
} from '@maple/contracts';
import { useApiMutation, useLocale } from '@maple/contracts/react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, ButtonRow, Checkbox, Form, Notice, Select, TextField } from '@maple/ui';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { type SampleOrderValues, useSampleOrderForm } from '../hooks/use-sample-order-form';
import type { OrderOutcome } from './order-outcomes';
import { sampleFailureMessage } from './sample-failure';
import styles from './samples.module.css';

const messages = defineMessages({
  addressHeading: { id: 'samples.order.addressHeading', defaultMessage: 'Delivery address' },
  addressFinal: {
    id: 'samples.order.addressFinal',
    defaultMessage: 'Your delivery address can’t be changed after you submit your order, so check it carefully.',
  },
  onFile: { id: 'samples.order.onFile', defaultMessage: 'We deliver to the address on file (it can’t be changed):' },
  firstName: { id: 'samples.address.firstName', defaultMessage: 'First name' },
  lastName: { id: 'samples.address.lastName', defaultMessage: 'Last name' },
  line1: { id: 'samples.address.line1', defaultMessage: 'Street address' },
  line1Hint: { id: 'samples.address.line1Hint', defaultMessage: 'Civic number and street, for example 12 Elgin Street.' },
  line2: { id: 'samples.address.line2', defaultMessage: 'Apartment, suite or unit' },
  city: { id: 'samples.address.city', defaultMessage: 'City' },
  province: { id: 'samples.address.province', defaultMessage: 'Province or territory' },
  chooseProvince: { id: 'samples.address.chooseProvince', defaultMessage: 'Choose one' },
  postalCode: { id: 'samples.address.postalCode', defaultMessage: 'Postal code' },
  postalCodeHint: { id: 'samples.address.postalCodeHint', defaultMessage: 'For example K1P 1J1.' },
  confirmHeading: { id: 'samples.confirm.heading', defaultMessage: 'Before you order' },
  accurate: { id: 'samples.confirm.accurate', defaultMessage: 'I confirm that my details are accurate' },
  consent: {
    id: 'samples.confirm.consent',
    defaultMessage: 'I agree that my details are used to deliver my sample and to show me targeted advertising',
  },
  decline: { id: 'samples.confirm.decline', defaultMessage: 'I don’t agree' },
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

/** The delivery address a member has on file, from their profile's traits; null when there is none. */
export function addressOnFile(profile: Profile | undefined) {
  const traits = profile?.traits;
  if (!traits?.addressLine1 || !traits.postalAreaCode) return null;
  return {
    line1: traits.addressLine1,
    line2: traits.addressLine2,
    city: traits.cityName,
    province: traits.territoryName,
    postalCode: traits.postalAreaCode,
  };
}

function AddressOnFile({ address }: { address: NonNullable<ReturnType<typeof addressOnFile>> }) {
  const locale = useLocale();
  const province = PROVINCES.find((code) => code === address.province);
  return (
    <>
      <p>
        <FormattedMessage {...messages.onFile} />
      </p>
      <address className={styles.address}>
        {address.line1}
        {address.line2 && (
          <>
            <br />
            {address.line2}
          </>
        )}
        <br />
        {address.city}, {province ? PROVINCE_NAMES[province][locale] : address.province}
        <br />
        {formatPostalCode(address.postalCode)}
      </address>
    </>
  );
}

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
  const locale = useLocale();
  const onFile = addressOnFile(profile);
  const form = useSampleOrderForm({
    needsAddress: onFile === null,
    firstName: profile.traits.firstName,
    lastName: profile.traits.lastName,
  });
  const saveAddress = useApiMutation('updateAddress', { invalidates: ['getProfile'], errors: 'inline' });
  const order = useApiMutation('orderSampleV2', {
    invalidates: ['sampleCampaigns', 'samples', 'consumerIncentives', 'orders'],
    errors: 'inline',
  });
  const queryClient = useQueryClient();
  const { register } = form;

  async function submit(values: SampleOrderValues) {
    if (!onFile) {
      try {
        await saveAddress.mutateAsync({
          body: addressPayload({
            firstName: values.firstName,
            lastName: values.lastName,
            line1: values.line1,
            line2: values.line2,
            city: values.city,
            province: values.province as (typeof PROVINCES)[number],
            postalCode: values.postalCode,
          }),
        });
      } catch (error) {
        if (!(error instanceof ApiFailure)) throw error;
        const message = intl.formatMessage(sampleFailureMessage(error));
        form.setError('root.server', { type: 'server', message: intl.formatMessage(failureWithCode, { message, code: error.code }) });
        return;
      }
    }
    const outcomes: OrderOutcome[] = [];
    for (const sample of samples) {
      try {
        outcomes.push({ sample, ordered: await order.mutateAsync({ body: { incentiveId: sample.incentiveId } }) });
      } catch (error) {
        if (!(error instanceof ApiFailure)) throw error;
        outcomes.push({ sample, failure: error });
      }
    }
    // A refusal may mean the sample's standing changed (ordered by the household, run out): show it as it is now.
    if (outcomes.some((outcome) => 'failure' in outcome)) await invalidateApiQueries(queryClient, ['sampleCampaigns']);
    onSettled(outcomes);
  }

  return (
    <Form form={form} onSubmit={submit} errorSummaryTitle={<FormattedMessage {...messages.summaryTitle} />} className={styles.form}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <FormattedMessage {...messages.addressHeading} />
        </legend>
        {onFile ? (
          <AddressOnFile address={onFile} />
        ) : (
          <>
            <Notice tone="warning">
              <FormattedMessage {...messages.addressFinal} />
            </Notice>
            <div className={styles.pair}>
              <TextField label={<FormattedMessage {...messages.firstName} />} autoComplete="given-name" {...register('firstName')} />
              <TextField label={<FormattedMessage {...messages.lastName} />} autoComplete="family-name" {...register('lastName')} />
            </div>
            <TextField
              label={<FormattedMessage {...messages.line1} />}
              hint={<FormattedMessage {...messages.line1Hint} />}
              autoComplete="address-line1"
              {...register('line1')}
            />
            <TextField label={<FormattedMessage {...messages.line2} />} optional autoComplete="address-line2" {...register('line2')} />
            <TextField label={<FormattedMessage {...messages.city} />} autoComplete="address-level2" {...register('city')} />
            <div className={styles.pair}>
              <Select
                label={<FormattedMessage {...messages.province} />}
                placeholder={intl.formatMessage(messages.chooseProvince)}
                options={PROVINCES.map((code) => ({ value: code, label: PROVINCE_NAMES[code][locale] }))}
                autoComplete="address-level1"
                {...register('province')}
              />
              <TextField
                label={<FormattedMessage {...messages.postalCode} />}
                hint={<FormattedMessage {...messages.postalCodeHint} />}
                autoComplete="postal-code"
                autoCapitalize="characters"
                {...register('postalCode')}
              />
            </div>
          </>
        )}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <FormattedMessage {...messages.confirmHeading} />
        </legend>
        <Checkbox label={<FormattedMessage {...messages.accurate} />} {...register('accurate')} />
        <Checkbox label={<FormattedMessage {...messages.consent} />} {...register('consent')} />
      </fieldset>
      <ButtonRow>
        <Button type="submit" busy={form.formState.isSubmitting}>
          <FormattedMessage {...submitLabel} values={{ count: samples.length }} />
        </Button>
        <Button variant="secondary" onClick={onDecline}>
          <FormattedMessage {...messages.decline} />
        </Button>
      </ButtonRow>
    </Form>
  );
}
