import { zodResolver } from '@hookform/resolvers/zod';
import { PROVINCE_NAMES, PROVINCES, type Province, postalCodeProblem } from '@maple/contracts';
import { useLocale } from '@maple/contracts/react';
import { useValidationErrorMap } from '@maple/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import * as z from 'zod/mini';

const messages = defineMessages({
  postalFormat: { id: 'samples.address.postalFormat', defaultMessage: 'Enter a Canadian postal code, like K1P 1J1.' },
  postalUnusedLetter: {
    id: 'samples.address.postalUnusedLetter',
    defaultMessage: 'Check the postal code: Canada Post never uses the letters D, F, I, O, Q or U, nor W or Z first.',
  },
  province: { id: 'samples.address.provinceRequired', defaultMessage: 'Choose your province or territory.' },
  accurate: { id: 'samples.confirm.accurateRequired', defaultMessage: 'Confirm that your details are accurate.' },
  consent: {
    id: 'samples.confirm.consentRequired',
    defaultMessage: 'Agree to the use of your details to order, or choose “I don’t agree”.',
  },
});

const postalProvince = defineMessage<{ province: string }>({
  id: 'samples.address.postalProvince',
  defaultMessage: 'This postal code is not in {province}: check the postal code or the province.',
});

/** What the sample order form holds: the delivery address (when none is on file) and the two confirmations. */
export interface SampleOrderValues {
  firstName: string;
  lastName: string;
  line1: string;
  line2: string;
  city: string;
  province: string;
  postalCode: string;
  accurate: boolean;
  consent: boolean;
}

const isProvince = (value: string): value is Province => (PROVINCES as readonly string[]).includes(value);
const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/**
 * The sample order form (react-hook-form, a zod/mini schema with the spec's address rules
 * from contracts): the delivery address when none is on file (names, street, city, province,
 * a postal code of that province), and the two boxes the spec requires: the details are
 * accurate, and the member agrees to their use for delivery and targeted ads.
 */
export function useSampleOrderForm({ needsAddress, firstName, lastName }: { needsAddress: boolean; firstName: string; lastName: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const errorMap = useValidationErrorMap();
  const schema = useMemo(() => {
    const ticked = (message: string) => z.boolean().check(z.refine((value) => value, { error: message }));
    const address = needsAddress
      ? {
          firstName: text(40),
          lastName: text(40),
          line1: text(60),
          line2: z.string().check(z.trim(), z.maxLength(60)),
          city: text(40),
          province: z.string().check(z.refine(isProvince, { error: intl.formatMessage(messages.province) })),
          postalCode: z.string().check(z.trim(), z.minLength(1)),
        }
      : {
          firstName: z.string(),
          lastName: z.string(),
          line1: z.string(),
          line2: z.string(),
          city: z.string(),
          province: z.string(),
          postalCode: z.string(),
        };
    return z
      .object({
        ...address,
        accurate: ticked(intl.formatMessage(messages.accurate)),
        consent: ticked(intl.formatMessage(messages.consent)),
      })
      .check(
        z.superRefine((values, context) => {
          if (!needsAddress || !values.postalCode) return;
          const province = isProvince(values.province) ? values.province : null;
          const problem = postalCodeProblem(values.postalCode, province);
          if (!problem) return;
          const message =
            problem === 'format'
              ? intl.formatMessage(messages.postalFormat)
              : problem === 'unusedLetter'
                ? intl.formatMessage(messages.postalUnusedLetter)
                : intl.formatMessage(postalProvince, { province: province ? PROVINCE_NAMES[province][locale] : '' });
          context.issues.push({ code: 'custom', path: ['postalCode'], message, input: values.postalCode });
        }),
      );
  }, [needsAddress, intl, locale]);

  return useForm<SampleOrderValues>({
    resolver: zodResolver(schema, { error: errorMap }),
    defaultValues: { firstName, lastName, line1: '', line2: '', city: '', province: '', postalCode: '', accurate: false, consent: false },
    shouldFocusError: false,
  });
}
