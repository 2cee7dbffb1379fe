import { zodResolver } from '@hookform/resolvers/zod';
import {
  birthDateProblem,
  birthYearChoices,
  ETHNICITY_OPTIONS,
  ethnicitiesOf,
  ethnicityProblem,
  GENDER_OPTIONS,
  type GenderChoice,
  genderChoiceOf,
  parseBirthDate,
  type Profile,
  profilePayload,
} from '@maple/contracts';
import { useLocale } from '@maple/platform';
import { Button, ButtonRow, CheckboxGroup, Form, RadioGroup, Select, useValidationErrorMap } from '@maple/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { useUpdateProfile } from '../api/use-update-profile';
import styles from './profile-form.module.css';

const messages = defineMessages({
  gender: { id: 'profile.form.gender', defaultMessage: 'Gender' },
  genderRequired: { id: 'profile.form.genderRequired', defaultMessage: 'Choose the answer that fits you, or “I’d rather not say”.' },
  birthDate: { id: 'profile.form.birthDate', defaultMessage: 'Date of birth' },
  birthDateHint: {
    id: 'profile.form.birthDateHint',
    defaultMessage: 'Maple Rewards is for adults: you must be 18 or older. We use it to send you a birthday reward.',
  },
  day: { id: 'profile.form.day', defaultMessage: 'Day' },
  month: { id: 'profile.form.month', defaultMessage: 'Month' },
  year: { id: 'profile.form.year', defaultMessage: 'Year' },
  choose: { id: 'profile.form.choose', defaultMessage: 'Choose' },
  dayRequired: { id: 'profile.form.dayRequired', defaultMessage: 'Choose the day you were born.' },
  monthRequired: { id: 'profile.form.monthRequired', defaultMessage: 'Choose the month you were born.' },
  yearRequired: { id: 'profile.form.yearRequired', defaultMessage: 'Choose the year you were born.' },
  impossibleDate: { id: 'profile.form.impossibleDate', defaultMessage: 'This day does not exist in that month. Check the day.' },
  underAge: { id: 'profile.form.underAge', defaultMessage: 'You must be 18 or older to be a member.' },
  outOfRange: { id: 'profile.form.outOfRange', defaultMessage: 'Choose a year from the list.' },
  ethnicity: { id: 'profile.form.ethnicity', defaultMessage: 'Ethnicity or culture' },
  ethnicityHint: {
    id: 'profile.form.ethnicityHint',
    defaultMessage: 'Choose all that apply. It helps us offer surveys that matter to you; it is never shown to anyone.',
  },
  notDisclosedWithOthers: {
    id: 'profile.form.notDisclosedWithOthers',
    defaultMessage: '“I do not wish to disclose this information” cannot be chosen with another answer.',
  },
  save: { id: 'profile.form.save', defaultMessage: 'Save my details' },
  cancel: { id: 'profile.form.cancel', defaultMessage: 'Cancel' },
  serverUnderAge: {
    id: 'profile.form.serverUnderAge',
    defaultMessage: 'Your details were not saved: members must be 18 or older. Check your date of birth.',
  },
  serverRefused: {
    id: 'profile.form.serverRefused',
    defaultMessage: 'Your details were not saved: one of them was not accepted. Check them and try again.',
  },
  serverFailed: {
    id: 'profile.form.serverFailed',
    defaultMessage: 'Your details were not saved: something went wrong on our side. Please try again in a moment.',
  },
});

interface ProfileFormValues {
  gender: string;
  birthDay: string;
  birthMonth: string;
  birthYear: string;
  ethnicities: string[];
}

type Translate = (message: { id: string; defaultMessage: string }) => string;

/** The form's rules (spec sections 3 and 5) with their messages in the page's language. */
function profileFormSchema(t: Translate, now: Date) {
  const required = (message: { id: string; defaultMessage: string }) => z.string().check(z.minLength(1, { error: t(message) }));
  return z
    .object({
      gender: z.string().check(z.refine((value) => Object.hasOwn(GENDER_OPTIONS, value), { error: t(messages.genderRequired) })),
      birthDay: required(messages.dayRequired),
      birthMonth: required(messages.monthRequired),
      birthYear: required(messages.yearRequired),
      ethnicities: z.array(z.string()),
    })
    .check(
      z.superRefine((values, context) => {
        if (values.birthDay && values.birthMonth && values.birthYear) {
          const problem = birthDateProblem(
            { day: Number(values.birthDay), month: Number(values.birthMonth), year: Number(values.birthYear) },
            now,
          );
          if (problem)
            context.addIssue({
              code: 'custom',
              message: t(messages[problem]),
              path: [problem === 'impossibleDate' ? 'birthDay' : 'birthYear'],
              input: values,
            });
        }
        if (ethnicityProblem(values.ethnicities))
          context.addIssue({ code: 'custom', message: t(messages.notDisclosedWithOthers), path: ['ethnicities'], input: values });
      }),
    );
}

function defaultsOf(profile: Profile): ProfileFormValues {
  const birthDate = parseBirthDate(profile.traits.birthDate);
  return {
    gender: genderChoiceOf(profile.traits.gender) ?? '',
    birthDay: birthDate ? String(birthDate.day) : '',
    birthMonth: birthDate ? String(birthDate.month) : '',
    birthYear: birthDate ? String(birthDate.year) : '',
    ethnicities: ethnicitiesOf(profile.traits.traitEthnicityCulture),
  };
}

/**
 * Gender, date of birth and ethnicity, checked as the member goes and again when the server
 * answers; nothing is saved while a rule is broken. Sends the profile payload of spec
 * section 3 (gender I as R, zipcode null, ethnicity comma-joined in English).
 */
export function ProfileForm({ profile, onSaved, onCancel }: { profile: Profile; onSaved: () => void; onCancel?: () => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const errorMap = useValidationErrorMap();
  const now = useMemo(() => new Date(), []);
  const schema = useMemo(() => profileFormSchema((message) => intl.formatMessage(message), now), [intl, now]);
  const form = useForm<ProfileFormValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema, { error: errorMap }),
    defaultValues: defaultsOf(profile),
    shouldFocusError: false,
  });
  const save = useUpdateProfile();
  const { register } = form;
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  const choose = intl.formatMessage(messages.choose);

  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        try {
          await save.mutateAsync({
            body: profilePayload({
              gender: values.gender as GenderChoice,
              birthDate: { day: Number(values.birthDay), month: Number(values.birthMonth), year: Number(values.birthYear) },
              ethnicities: values.ethnicities,
            }),
          });
          onSaved();
        } catch (error) {
          const status = (error as { status?: number | null }).status;
          if (status === 422) form.setError('birthYear', { type: 'server', message: intl.formatMessage(messages.serverUnderAge) });
          else
            form.setError('root.server', {
              type: 'server',
              message: intl.formatMessage(status === 400 ? messages.serverRefused : messages.serverFailed),
            });
        }
      }}
    >
      <RadioGroup
        label={<FormattedMessage {...messages.gender} />}
        options={Object.entries(GENDER_OPTIONS).map(([value, label]) => ({ value, label: label[locale] }))}
        {...register('gender')}
      />
      <fieldset className={styles.birthDate}>
        <legend className={styles.legend}>
          <FormattedMessage {...messages.birthDate} />
        </legend>
        <p className={styles.hint}>
          <FormattedMessage {...messages.birthDateHint} />
        </p>
        <div className={styles.dateParts}>
          <Select
            label={<FormattedMessage {...messages.day} />}
            placeholder={choose}
            options={Array.from({ length: 31 }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }))}
            autoComplete="bday-day"
            {...register('birthDay')}
          />
          <Select
            label={<FormattedMessage {...messages.month} />}
            placeholder={choose}
            options={Array.from({ length: 12 }, (_, index) => ({
              value: String(index + 1),
              label: monthName.format(new Date(Date.UTC(2000, index, 1))),
            }))}
            autoComplete="bday-month"
            {...register('birthMonth')}
          />
          <Select
            label={<FormattedMessage {...messages.year} />}
            placeholder={choose}
            options={birthYearChoices(now).map((year) => ({ value: String(year), label: String(year) }))}
            autoComplete="bday-year"
            {...register('birthYear')}
          />
        </div>
      </fieldset>
      <CheckboxGroup
        label={<FormattedMessage {...messages.ethnicity} />}
        hint={<FormattedMessage {...messages.ethnicityHint} />}
        optional
        options={Object.entries(ETHNICITY_OPTIONS).map(([value, label]) => ({ value, label: label[locale] }))}
        {...register('ethnicities')}
      />
      <ButtonRow>
        <Button type="submit" busy={save.isPending}>
          <FormattedMessage {...messages.save} />
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            <FormattedMessage {...messages.cancel} />
          </Button>
        )}
      </ButtonRow>
    </Form>
  );
}
