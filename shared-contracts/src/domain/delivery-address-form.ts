import * as z from 'zod/mini';
import type { Profile } from '../api/member-schemas';
import type { Locale } from '../i18n/locale';
import { type DeliveryAddress, isProvince, postalCodeProblem } from './address';
import { deliveryAddressWords } from './delivery-address-words';

/** What the delivery address form holds, as react-hook-form keeps it: the address and the two boxes. */
export interface DeliveryAddressFormValues {
  firstName: string;
  lastName: string;
  line1: string;
  line2: string;
  city: string;
  /** A postal abbreviation, or '' before one is chosen. */
  province: string;
  postalCode: string;
  /** "My details are accurate" (spec section 5). */
  confirmed: boolean;
  /** "I agree to their use for delivery and targeted ads" (spec section 5). */
  agreed: boolean;
}

/** The longest each text field may be: what fits on a delivery label. */
const DELIVERY_ADDRESS_MAX_LENGTHS = { firstName: 40, lastName: 40, line1: 60, line2: 60, city: 40 } as const;

/** A new form's values: the member's name from their profile, everything else empty, both boxes clear. */
export function deliveryAddressDefaults(profile: Profile | null | undefined): DeliveryAddressFormValues {
  return {
    firstName: profile?.traits.firstName ?? '',
    lastName: profile?.traits.lastName ?? '',
    line1: '',
    line2: '',
    city: '',
    province: '',
    postalCode: '',
    confirmed: false,
    agreed: false,
  };
}

/**
 * The delivery address form's rules (spec sections 3 and 5) as a zod/mini schema, its messages
 * in `locale`: names, street, city filled in; a province or territory chosen; a Canadian postal
 * code (any spacing or case) without the letters Canada Post never uses, whose first letter
 * belongs to the province; and both boxes ticked. With `withAddress: false` (an address is
 * already on file) only the boxes are checked. Give it to react-hook-form with
 * `zodResolver(schema, { error: useValidationErrorMap() })`.
 */
export function deliveryAddressFormSchema(locale: Locale, { withAddress = true }: { withAddress?: boolean } = {}) {
  const { errors } = deliveryAddressWords[locale];
  const max = DELIVERY_ADDRESS_MAX_LENGTHS;
  const text = (length: number, required = true) =>
    z
      .string()
      .check(
        z.trim(),
        ...(required && withAddress ? [z.minLength(1, { error: errors.required })] : []),
        ...(withAddress ? [z.maxLength(length, { error: errors.tooLong(length) })] : []),
      );
  const ticked = (error: string) => z.boolean().check(z.refine((value) => value, { error }));
  return z
    .object({
      firstName: text(max.firstName),
      lastName: text(max.lastName),
      line1: text(max.line1),
      line2: text(max.line2, false),
      city: text(max.city),
      province: withAddress ? z.string().check(z.refine(isProvince, { error: errors.provinceRequired })) : z.string(),
      postalCode: withAddress ? z.string().check(z.trim(), z.minLength(1, { error: errors.required })) : z.string(),
      confirmed: ticked(errors.confirmRequired),
      agreed: ticked(errors.agreeRequired),
    })
    .check(
      z.superRefine((values, context) => {
        // An empty code already says "fill in this field"; a province not yet chosen checks the code alone.
        if (!withAddress || !values.postalCode) return;
        const province = isProvince(values.province) ? values.province : null;
        const problem = postalCodeProblem(values.postalCode, province);
        if (!problem) return;
        const message =
          problem === 'provinceMismatch' && province
            ? errors.postalProvinceMismatch(province)
            : problem === 'unusedLetter'
              ? errors.postalUnusedLetter
              : errors.postalFormat;
        context.addIssue({ code: 'custom', message, path: ['postalCode'], input: values.postalCode });
      }),
    );
}

/**
 * The address of a form's values once {@link deliveryAddressFormSchema} has accepted them
 * (give it to `addressPayload`). Throws on a province the schema would have refused.
 */
export function deliveryAddressOf(values: DeliveryAddressFormValues): DeliveryAddress {
  const { province } = values;
  if (!isProvince(province)) throw new RangeError(`Not a province or territory: ${province}`);
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    line1: values.line1,
    line2: values.line2,
    city: values.city,
    province,
    postalCode: values.postalCode,
  };
}
