import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import {
  Button,
  ButtonRow,
  Checkbox,
  CheckboxGroup,
  Form,
  Notice,
  RadioGroup,
  Select,
  TextArea,
  TextField,
  useValidationErrorMap,
} from '../src/index';
import type { KitLocale } from '../src/index';

// A profile form as a feature team would write it: a zod/mini schema (in the app, it comes from
// contracts), react-hook-form, the kit's fields and error map, and a server that may refuse it.
const profileSchema = z.object({
  email: z.email(),
  password: z.string().check(z.minLength(8)),
  postalCode: z.string().check(z.regex(/^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/)),
  province: z.enum(['QC', 'ON', 'BC']),
  gender: z.enum(['F', 'M', 'N', 'R']),
  causes: z.array(z.string()).check(z.minLength(1)),
  message: z.optional(z.string().check(z.maxLength(200))),
  rules: z.literal(true),
});
type ProfileInput = z.input<typeof profileSchema>;
type Profile = z.output<typeof profileSchema>;

const words = {
  'en-CA': {
    email: 'Email address',
    emailHint: 'Try taken@example.com or server@example.com to see the server refuse it.',
    password: 'Password',
    passwordHint: 'Eight characters or more.',
    postalCode: 'Postal code',
    postalCodeHint: 'Like A1A 1A1.',
    province: 'Province',
    choose: 'Choose a province',
    gender: 'Gender',
    causes: 'Causes you support',
    causesHint: 'Choose every cause that applies.',
    message: 'A word for the team',
    rules: 'I accept the offer rules',
    rulesError: 'Accept the offer rules to continue.',
    save: 'Save my profile',
    saved: 'Your profile is saved.',
    taken: 'This email address already has an account.',
    server: 'We could not save your profile. Try again in a few minutes.',
    provinces: { QC: 'Quebec', ON: 'Ontario', BC: 'British Columbia' },
    genders: { F: 'Female', M: 'Male', N: 'Non-binary', R: 'I’d rather not say' },
    causeNames: { food: 'Food banks', trees: 'Tree planting', schools: 'Schools' },
  },
  'fr-CA': {
    email: 'Adresse courriel',
    emailHint: 'Essayez taken@example.com ou server@example.com pour voir le serveur la refuser.',
    password: 'Mot de passe',
    passwordHint: 'Huit caractères ou plus.',
    postalCode: 'Code postal',
    postalCodeHint: 'Comme A1A 1A1.',
    province: 'Province',
    choose: 'Choisissez une province',
    gender: 'Genre',
    causes: 'Causes que vous soutenez',
    causesHint: 'Choisissez toutes les causes qui s’appliquent.',
    message: 'Un mot pour l’équipe',
    rules: 'J’accepte les règles de l’offre',
    rulesError: 'Acceptez les règles de l’offre pour continuer.',
    save: 'Enregistrer mon profil',
    saved: 'Votre profil est enregistré.',
    taken: 'Cette adresse courriel a déjà un compte.',
    server: 'Nous n’avons pas pu enregistrer votre profil. Réessayez dans quelques minutes.',
    provinces: { QC: 'Québec', ON: 'Ontario', BC: 'Colombie-Britannique' },
    genders: { F: 'Femme', M: 'Homme', N: 'Non binaire', R: 'Je préfère ne pas répondre' },
    causeNames: { food: 'Banques alimentaires', trees: 'Plantation d’arbres', schools: 'Écoles' },
  },
} as const;

/** Stands for the API: answers after a moment, and refuses two addresses (a 422, a 500). */
function saveProfile(profile: Profile): Promise<{ ok: true } | { ok: false; status: 422 | 500 }> {
  return new Promise((resolve) =>
    setTimeout(() => {
      if (profile.email === 'taken@example.com') resolve({ ok: false, status: 422 });
      else if (profile.email === 'server@example.com') resolve({ ok: false, status: 500 });
      else resolve({ ok: true });
    }, 600),
  );
}

/** The gallery's form: every kind of field, the error summary, a busy submit, server errors. */
export function GalleryForm({ locale }: { locale: KitLocale }) {
  const w = words[locale];
  const errorMap = useValidationErrorMap();
  const form = useForm<ProfileInput, unknown, Profile>({
    resolver: zodResolver(profileSchema, {
      // The kit's messages for every check, and a field's own where the generic one is vague.
      error: (issue) => (issue.path?.[0] === 'rules' ? w.rulesError : errorMap(issue)),
    }),
    defaultValues: { email: '', password: '', postalCode: '', province: '' as ProfileInput['province'], causes: [], message: '' },
    shouldFocusError: false,
  });
  const { register, formState } = form;

  async function save(profile: Profile) {
    const answer = await saveProfile(profile);
    if (answer.ok) return;
    if (answer.status === 422) form.setError('email', { type: 'server', message: w.taken });
    else form.setError('root.server', { type: 'server', message: w.server });
  }

  return (
    <Form form={form} onSubmit={save} aria-label={w.save}>
      {formState.isSubmitSuccessful && (
        <Notice tone="success" announce>
          {w.saved}
        </Notice>
      )}
      <TextField label={w.email} hint={w.emailHint} type="email" autoComplete="email" {...register('email')} />
      <TextField label={w.password} hint={w.passwordHint} type="password" autoComplete="new-password" {...register('password')} />
      <TextField label={w.postalCode} hint={w.postalCodeHint} autoComplete="postal-code" {...register('postalCode')} />
      <Select
        label={w.province}
        placeholder={w.choose}
        options={(['QC', 'ON', 'BC'] as const).map((value) => ({ value, label: w.provinces[value] }))}
        {...register('province')}
      />
      <RadioGroup
        label={w.gender}
        options={(['F', 'M', 'N', 'R'] as const).map((value) => ({ value, label: w.genders[value] }))}
        {...register('gender')}
      />
      <CheckboxGroup
        label={w.causes}
        hint={w.causesHint}
        options={(['food', 'trees', 'schools'] as const).map((value) => ({ value, label: w.causeNames[value] }))}
        {...register('causes')}
      />
      <TextArea label={w.message} optional rows={3} {...register('message')} />
      <Checkbox label={w.rules} {...register('rules')} />
      <ButtonRow>
        <Button type="submit" busy={formState.isSubmitting}>
          {w.save}
        </Button>
      </ButtonRow>
    </Form>
  );
}
