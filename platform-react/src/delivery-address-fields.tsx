import { Button, Checkbox, Select, TextField } from '@maple/ui';
import { Fragment, useMemo } from 'react';
import {
  addressLines,
  type AddressOnFile,
  type DeliveryAddressField,
  deliveryAddressFormSchema,
  deliveryAddressWords,
  PROVINCE_NAMES,
  PROVINCES,
} from '@maple/contracts';
import { useLocale } from './site-hooks';

/**
 * What the fields need of react-hook-form: `form.register` of a form holding
 * `DeliveryAddressFormValues` fits as is. Written out so contracts do not depend on react-hook-form.
 */
type RegisterDeliveryField = (name: DeliveryAddressField) => {
  readonly name: string;
  readonly onChange: (event: { target: unknown; type?: unknown }) => unknown;
  readonly onBlur: (event: { target: unknown; type?: unknown }) => unknown;
  readonly ref: (instance: HTMLInputElement | HTMLSelectElement | null) => void;
};

/** The words of the delivery address form in the page's language. */
function useDeliveryAddressWords() {
  return deliveryAddressWords[useLocale()];
}

/**
 * `deliveryAddressFormSchema` in the page's language, made once per language and option, for
 * `zodResolver`. `withAddress: false` when an address is on file: only the boxes are checked.
 */
export function useDeliveryAddressFormSchema({ withAddress = true }: { withAddress?: boolean } = {}) {
  const locale = useLocale();
  return useMemo(() => deliveryAddressFormSchema(locale, { withAddress }), [locale, withAddress]);
}

/**
 * The delivery address fields of spec section 3, in the page's language: first and last name,
 * street address, apartment (optional), city, the 13 provinces and territories, postal code,
 * with their hints and browser autofill. Inside the UI kit's `Form`, each field shows its own
 * error. Put it in the form's own section or fieldset, which names the group; check the values
 * with `deliveryAddressFormSchema`.
 */
export function DeliveryAddressFields({ register }: { register: RegisterDeliveryField }) {
  const locale = useLocale();
  const { labels, hints, chooseProvince } = deliveryAddressWords[locale];
  return (
    <>
      <TextField label={labels.firstName} autoComplete="given-name" {...register('firstName')} />
      <TextField label={labels.lastName} autoComplete="family-name" {...register('lastName')} />
      <TextField label={labels.line1} hint={hints.line1} autoComplete="address-line1" {...register('line1')} />
      <TextField label={labels.line2} optional autoComplete="address-line2" {...register('line2')} />
      <TextField label={labels.city} autoComplete="address-level2" {...register('city')} />
      <Select
        label={labels.province}
        placeholder={chooseProvince}
        options={PROVINCES.map((code) => ({ value: code, label: PROVINCE_NAMES[code][locale] }))}
        autoComplete="address-level1"
        {...register('province')}
      />
      <TextField
        label={labels.postalCode}
        hint={hints.postalCode}
        autoComplete="postal-code"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={8}
        {...register('postalCode')}
      />
    </>
  );
}

/**
 * The two boxes spec section 5 requires before an address is used: the details are accurate,
 * and the member agrees to their use for delivery and targeted ads. Pair it with
 * {@link DisagreeButton}.
 */
export function DeliveryConsentFields({ register }: { register: RegisterDeliveryField }) {
  const { labels } = useDeliveryAddressWords();
  return (
    <>
      <Checkbox label={labels.confirmed} {...register('confirmed')} />
      <Checkbox label={labels.agreed} {...register('agreed')} />
    </>
  );
}

/** "I don't agree": the spec's way out of the agreement box (a secondary button that submits nothing). */
export function DisagreeButton({ onClick }: { onClick: () => void }) {
  return (
    <Button type="button" variant="secondary" onClick={onClick}>
      {useDeliveryAddressWords().disagree}
    </Button>
  );
}

/**
 * An address on file (see `addressOnFile`), read-only, one line per line of an envelope, the
 * province named in the page's language and the postal code with its space.
 */
export function DeliveryAddressOnFile({ address, className }: { address: AddressOnFile; className?: string }) {
  const lines = addressLines(address, useLocale());
  return (
    <address className={className}>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          <span>{line}</span>
        </Fragment>
      ))}
    </address>
  );
}
