import { zodResolver } from '@hookform/resolvers/zod';
import {
  addressOnFile,
  addressPayload,
  deliveryAddressDefaults,
  type DeliveryAddressFormValues,
  deliveryAddressOf,
  type Profile,
} from '@maple/contracts';
import {
  ApiErrorState,
  DeliveryAddressFields,
  DeliveryAddressOnFile,
  DeliveryConsentFields,
  DisagreeButton,
  RouteLink,
  useApiQuery,
  useDeliveryAddressFormSchema,
} from '@maple/platform';
import { Button, ButtonRow, Form, Notice, Section, SkeletonText, useValidationErrorMap } from '@maple/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useUpdateAddress } from '../api/use-update-address';

const messages = defineMessages({
  heading: { id: 'address.heading', defaultMessage: 'Delivery address' },
  intro: {
    id: 'address.intro',
    defaultMessage:
      'Where we send your free samples and the rewards that come by mail. Check it carefully: once saved, it cannot be changed here.',
  },
  save: { id: 'address.save', defaultMessage: 'Save my address' },
  declined: {
    id: 'address.declined',
    defaultMessage: 'Your address was not saved. Without one we cannot send you samples or rewards by mail.',
  },
  addAddress: { id: 'address.addAddress', defaultMessage: 'Add my address' },
  saved: { id: 'address.saved', defaultMessage: 'Your delivery address is saved.' },
  change: {
    id: 'address.change',
    defaultMessage: 'A delivery address cannot be changed once submitted. To have it changed, contact us through the Help page.',
  },
  serverRefused: {
    id: 'address.serverRefused',
    defaultMessage: 'Your address was not saved: an address is already on file and it cannot be changed here.',
  },
  serverInvalid: {
    id: 'address.serverInvalid',
    defaultMessage: 'Your address was not saved: one of its fields was not accepted. Check it.',
  },
  serverFailed: {
    id: 'address.serverFailed',
    defaultMessage: 'Your address was not saved: something went wrong on our side. Please try again.',
  },
  failed: { id: 'address.failed', defaultMessage: 'Your delivery address could not be loaded.' },
});

function AddressForm({ profile, onSaved, onDecline }: { profile: Profile; onSaved: () => void; onDecline: () => void }) {
  const intl = useIntl();
  const form = useForm<DeliveryAddressFormValues>({
    resolver: zodResolver(useDeliveryAddressFormSchema(), { error: useValidationErrorMap() }),
    defaultValues: deliveryAddressDefaults(profile),
    shouldFocusError: false,
  });
  const save = useUpdateAddress();

  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        try {
          await save.mutateAsync({ body: addressPayload(deliveryAddressOf(values)) });
          onSaved();
        } catch (error) {
          const status = (error as { status?: number | null }).status;
          const message = status === 422 ? messages.serverRefused : status === 400 ? messages.serverInvalid : messages.serverFailed;
          form.setError('root.server', { type: 'server', message: intl.formatMessage(message) });
        }
      }}
    >
      <DeliveryAddressFields register={form.register} />
      <DeliveryConsentFields register={form.register} />
      <ButtonRow>
        <Button type="submit" busy={save.isPending}>
          <FormattedMessage {...messages.save} />
        </Button>
        <DisagreeButton onClick={onDecline} />
      </ButtonRow>
    </Form>
  );
}

/**
 * The delivery address (spec sections 3 and 5): a form with the Canadian postal-code rules and
 * the confirmation and agreement boxes (or "I don't agree"); once submitted, shown read-only
 * with how to have it changed.
 */
export function DeliveryAddressSection() {
  const profile = useApiQuery('getProfile', undefined, { errors: 'inline' });
  const [declined, setDeclined] = useState(false);
  const [saved, setSaved] = useState(false);
  const heading = <FormattedMessage {...messages.heading} />;

  if (profile.isPending)
    return (
      <Section heading={heading}>
        <SkeletonText lines={4} />
      </Section>
    );
  if (profile.isError)
    return (
      <Section heading={heading}>
        <ApiErrorState
          failure={profile.error}
          title={<FormattedMessage {...messages.failed} />}
          headingLevel={3}
          onRetry={() => void profile.refetch()}
        />
      </Section>
    );

  const onFile = addressOnFile(profile.data);
  if (onFile)
    return (
      <Section heading={heading}>
        {saved && (
          <Notice tone="success" announce>
            <FormattedMessage {...messages.saved} />
          </Notice>
        )}
        <DeliveryAddressOnFile address={onFile} />
        <p>
          <FormattedMessage {...messages.change} /> <RouteLink to="help" />
        </p>
      </Section>
    );

  return (
    <Section heading={heading} description={<FormattedMessage {...messages.intro} />}>
      {declined ? (
        <>
          <Notice tone="warning" announce>
            <FormattedMessage {...messages.declined} />
          </Notice>
          <ButtonRow>
            <Button variant="secondary" onClick={() => setDeclined(false)}>
              <FormattedMessage {...messages.addAddress} />
            </Button>
          </ButtonRow>
        </>
      ) : (
        <AddressForm profile={profile.data} onSaved={() => setSaved(true)} onDecline={() => setDeclined(true)} />
      )}
    </Section>
  );
}
