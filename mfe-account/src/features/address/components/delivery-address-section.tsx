import { zodResolver } from '@hookform/resolvers/zod';
import {
  addressPayload,
  formatPostalCode,
  postalCodeProblem,
  PROVINCE_NAMES,
  PROVINCES,
  type Profile,
  type Province,
} from '@maple/contracts';
import { RouteLink, useApiMutation, useApiQuery, useLocale } from '@maple/contracts/react';
import {
  Button,
  ButtonRow,
  Checkbox,
  ErrorState,
  Form,
  Notice,
  Section,
  Select,
  SkeletonText,
  TextField,
  useValidationErrorMap,
} from '@maple/ui';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { DetailsList } from '../../../components/details-list';

const messages = defineMessages({
  heading: { id: 'address.heading', defaultMessage: 'Delivery address' },
  intro: {
    id: 'address.intro',
    defaultMessage:
      'Where we send your free samples and the rewards that come by mail. Check it carefully: once saved, it cannot be changed here.',
  },
  firstName: { id: 'address.firstName', defaultMessage: 'First name' },
  lastName: { id: 'address.lastName', defaultMessage: 'Last name' },
  line1: { id: 'address.line1', defaultMessage: 'Address line 1' },
  line1Hint: { id: 'address.line1Hint', defaultMessage: 'Street number and name, e.g. 12 Elgin Street.' },
  line2: { id: 'address.line2', defaultMessage: 'Address line 2' },
  line2Hint: { id: 'address.line2Hint', defaultMessage: 'Apartment, suite or unit.' },
  city: { id: 'address.city', defaultMessage: 'City' },
  province: { id: 'address.province', defaultMessage: 'Province or territory' },
  chooseProvince: { id: 'address.chooseProvince', defaultMessage: 'Choose from the list' },
  postalCode: { id: 'address.postalCode', defaultMessage: 'Postal code' },
  postalCodeHint: { id: 'address.postalCodeHint', defaultMessage: 'Six characters, e.g. K1P 1J1.' },
  required: { id: 'address.required', defaultMessage: 'Fill in this field.' },
  provinceRequired: { id: 'address.provinceRequired', defaultMessage: 'Choose your province or territory.' },
  postalFormat: {
    id: 'address.postalFormat',
    defaultMessage: 'Enter a Canadian postal code: letter, number, letter, number, letter, number, e.g. K1P 1J1.',
  },
  postalUnusedLetter: {
    id: 'address.postalUnusedLetter',
    defaultMessage: 'This postal code has a letter Canada Post never uses (D, F, I, O, Q or U, or W or Z first). Check it.',
  },
  postalProvinceMismatch: {
    id: 'address.postalProvinceMismatch',
    defaultMessage: 'This postal code is not one of {province}. Check the postal code or the province.',
  },
  confirm: { id: 'address.confirm', defaultMessage: 'I confirm these details are accurate.' },
  confirmRequired: { id: 'address.confirmRequired', defaultMessage: 'Confirm that your details are accurate.' },
  agree: {
    id: 'address.agree',
    defaultMessage: 'I agree that Maple Rewards uses this address to deliver my samples and rewards, and to show me offers for my area.',
  },
  agreeRequired: { id: 'address.agreeRequired', defaultMessage: 'Agree to the use of your address, or choose “I don’t agree”.' },
  save: { id: 'address.save', defaultMessage: 'Save my address' },
  disagree: { id: 'address.disagree', defaultMessage: 'I don’t agree' },
  declined: {
    id: 'address.declined',
    defaultMessage: 'Your address was not saved. Without one we cannot send you samples or rewards by mail.',
  },
  addAddress: { id: 'address.addAddress', defaultMessage: 'Add my address' },
  saved: { id: 'address.saved', defaultMessage: 'Your delivery address is saved.' },
  street: { id: 'address.street', defaultMessage: 'Street' },
  locality: { id: 'address.locality', defaultMessage: 'City, province' },
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

type Message = { id: string; defaultMessage: string };

function addressSchema(t: (message: Message, values?: Record<string, string>) => string, locale: 'en-CA' | 'fr-CA') {
  const filled = z.string().check(z.trim(), z.minLength(1, { error: t(messages.required) }), z.maxLength(100));
  return z
    .object({
      firstName: filled,
      lastName: filled,
      line1: filled,
      line2: z.string().check(z.trim(), z.maxLength(100)),
      city: filled,
      province: z
        .string()
        .check(z.refine((value) => (PROVINCES as readonly string[]).includes(value), { error: t(messages.provinceRequired) })),
      postalCode: z.string().check(z.minLength(1, { error: t(messages.required) })),
      confirmed: z.boolean().check(z.refine((value) => value, { error: t(messages.confirmRequired) })),
      agreed: z.boolean().check(z.refine((value) => value, { error: t(messages.agreeRequired) })),
    })
    .check(
      z.superRefine((values, context) => {
        if (!values.postalCode) return;
        const province = (PROVINCES as readonly string[]).includes(values.province) ? (values.province as Province) : null;
        const problem = postalCodeProblem(values.postalCode, province);
        if (!problem) return;
        const message =
          problem === 'format'
            ? t(messages.postalFormat)
            : problem === 'unusedLetter'
              ? t(messages.postalUnusedLetter)
              : t(messages.postalProvinceMismatch, { province: province ? PROVINCE_NAMES[province][locale] : '' });
        context.addIssue({ code: 'custom', message, path: ['postalCode'], input: values });
      }),
    );
}

type AddressValues = {
  firstName: string;
  lastName: string;
  line1: string;
  line2: string;
  city: string;
  province: string;
  postalCode: string;
  confirmed: boolean;
  agreed: boolean;
};

function AddressForm({ profile, onSaved, onDecline }: { profile: Profile; onSaved: () => void; onDecline: () => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const errorMap = useValidationErrorMap();
  const schema = useMemo(() => addressSchema((message, values) => intl.formatMessage(message, values), locale), [intl, locale]);
  const form = useForm<AddressValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema, { error: errorMap }),
    defaultValues: {
      firstName: profile.traits.firstName,
      lastName: profile.traits.lastName,
      line1: '',
      line2: '',
      city: '',
      province: '',
      postalCode: '',
      confirmed: false,
      agreed: false,
    },
    shouldFocusError: false,
  });
  const save = useApiMutation('updateAddress', { invalidates: ['getProfile', 'samples', 'sampleCampaigns'], errors: 'inline' });
  const { register } = form;

  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        try {
          await save.mutateAsync({ body: addressPayload({ ...values, province: values.province as Province }) });
          onSaved();
        } catch (error) {
          const status = (error as { status?: number | null }).status;
          const message = status === 422 ? messages.serverRefused : status === 400 ? messages.serverInvalid : messages.serverFailed;
          form.setError('root.server', { type: 'server', message: intl.formatMessage(message) });
        }
      }}
    >
      <TextField label={<FormattedMessage {...messages.firstName} />} autoComplete="given-name" {...register('firstName')} />
      <TextField label={<FormattedMessage {...messages.lastName} />} autoComplete="family-name" {...register('lastName')} />
      <TextField
        label={<FormattedMessage {...messages.line1} />}
        hint={<FormattedMessage {...messages.line1Hint} />}
        autoComplete="address-line1"
        {...register('line1')}
      />
      <TextField
        label={<FormattedMessage {...messages.line2} />}
        hint={<FormattedMessage {...messages.line2Hint} />}
        optional
        autoComplete="address-line2"
        {...register('line2')}
      />
      <TextField label={<FormattedMessage {...messages.city} />} autoComplete="address-level2" {...register('city')} />
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
        spellCheck={false}
        maxLength={8}
        {...register('postalCode')}
      />
      <Checkbox label={<FormattedMessage {...messages.confirm} />} {...register('confirmed')} />
      <Checkbox label={<FormattedMessage {...messages.agree} />} {...register('agreed')} />
      <ButtonRow>
        <Button type="submit" busy={save.isPending}>
          <FormattedMessage {...messages.save} />
        </Button>
        <Button type="button" variant="secondary" onClick={onDecline}>
          <FormattedMessage {...messages.disagree} />
        </Button>
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
  const locale = useLocale();
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
        <ErrorState title={<FormattedMessage {...messages.failed} />} headingLevel={3} onRetry={() => void profile.refetch()} />
      </Section>
    );

  const { traits } = profile.data;
  if (traits.addressLine1) {
    const province = (PROVINCES as readonly string[]).includes(traits.territoryName ?? '') ? (traits.territoryName as Province) : null;
    return (
      <Section heading={heading}>
        {saved && (
          <Notice tone="success" announce>
            <FormattedMessage {...messages.saved} />
          </Notice>
        )}
        <DetailsList
          details={[
            {
              term: <FormattedMessage {...messages.street} />,
              value: [traits.addressLine1, traits.addressLine2].filter(Boolean).join(', '),
            },
            {
              term: <FormattedMessage {...messages.locality} />,
              value: `${traits.cityName ?? ''}, ${province ? PROVINCE_NAMES[province][locale] : (traits.territoryName ?? '')}`,
            },
            { term: <FormattedMessage {...messages.postalCode} />, value: formatPostalCode(traits.postalAreaCode ?? '') },
          ]}
        />
        <p>
          <FormattedMessage {...messages.change} /> <RouteLink to="help" />
        </p>
      </Section>
    );
  }

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
