import { zodResolver } from '@hookform/resolvers/zod';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Button } from '../actions/button';
import type { KitLocale } from '../i18n/kit-locale';
import { renderWithIntl } from '../testing/render-with-intl';
import { CheckboxGroup } from './checkbox-group';
import { Form } from './form';
import { Select } from './select';
import { TextField } from './text-field';
import { useValidationErrorMap } from './validation-error-map';

// A schema as contracts write them: zod/mini, no words of its own except where a form needs them.
const joinSchema = z.object({
  email: z.email(),
  password: z.string().check(z.minLength(8)),
  province: z.enum(['QC', 'ON']),
  causes: z.array(z.string()).check(z.minLength(1)),
  nickname: z.optional(z.string().check(z.maxLength(5, { error: 'Five letters at most, please.' }))),
});
type JoinValues = z.input<typeof joinSchema>;

/** What the server answers, e.g. a 422 for an email that is already a member. */
type ServerAnswer = { ok: true } | { ok: false; field?: keyof JoinValues; message: string };

function JoinForm({ send }: { send: (values: z.output<typeof joinSchema>) => Promise<ServerAnswer> }) {
  const errorMap = useValidationErrorMap();
  const form = useForm<JoinValues, unknown, z.output<typeof joinSchema>>({
    resolver: zodResolver(joinSchema, { error: errorMap }),
    defaultValues: { email: '', password: '', province: '' as JoinValues['province'], causes: [], nickname: '' },
    shouldFocusError: false,
  });
  const { register } = form;
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        const answer = await send(values);
        if (answer.ok) return;
        if (answer.field) form.setError(answer.field, { type: 'server', message: answer.message });
        else form.setError('root.server', { type: 'server', message: answer.message });
      }}
    >
      <TextField label="Email" type="email" {...register('email')} />
      <TextField label="Password" type="password" hint="Eight characters or more." {...register('password')} />
      <Select
        label="Province"
        placeholder="Choose"
        options={[
          { value: 'QC', label: 'Quebec' },
          { value: 'ON', label: 'Ontario' },
        ]}
        {...register('province')}
      />
      <CheckboxGroup
        label="Causes"
        options={[
          { value: 'food', label: 'Food banks' },
          { value: 'trees', label: 'Tree planting' },
        ]}
        {...register('causes')}
      />
      <TextField label="Nickname" optional {...register('nickname')} />
      <Button type="submit" busy={form.formState.isSubmitting}>
        Join
      </Button>
    </Form>
  );
}

function renderJoinForm(send: (values: unknown) => Promise<ServerAnswer> = async () => ({ ok: true }), locale: KitLocale = 'en-CA') {
  const user = userEvent.setup();
  renderWithIntl(<JoinForm send={send} />, { locale });
  return user;
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
  await user.type(screen.getByLabelText('Password'), 'long enough');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Province' }), 'QC');
  await user.click(screen.getByRole('checkbox', { name: 'Food banks' }));
}

describe('Form with react-hook-form and a zod/mini schema', () => {
  it('shows no summary before the first submission', () => {
    renderJoinForm();
    expect(screen.queryByRole('group', { name: 'There is a problem' })).not.toBeInTheDocument();
  });

  it('lists every problem at the top, takes focus there, and shows each error on its field', async () => {
    const user = renderJoinForm();
    await user.click(screen.getByRole('button', { name: 'Join' }));

    const summary = await screen.findByRole('group', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Email: Fill in this field.',
      'Password: Enter at least 8 characters.',
      'Province: Choose an answer.',
      'Causes: Choose at least one answer.',
    ]);
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toBeInvalid();
    expect(email).toHaveAccessibleDescription('Error: Fill in this field.');
    expect(screen.getByRole('group', { name: 'Causes' })).toHaveAccessibleDescription('Error: Choose at least one answer.');
    expect(screen.getByRole('checkbox', { name: 'Food banks' })).toBeInvalid();
  });

  it('moves focus to the field a problem is about', async () => {
    const user = renderJoinForm();
    await user.click(screen.getByRole('button', { name: 'Join' }));
    const summary = await screen.findByRole('group', { name: 'There is a problem' });

    await user.click(within(summary).getByRole('link', { name: 'Password: Enter at least 8 characters.' }));
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: 'Causes: Choose at least one answer.' }));
    expect(screen.getByRole('checkbox', { name: 'Food banks' })).toHaveFocus();
  });

  it('keeps a message the schema gives for its own check', async () => {
    const user = renderJoinForm();
    await user.type(screen.getByRole('textbox', { name: 'Nickname (optional)' }), 'Anastasia');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('link', { name: 'Nickname: Five letters at most, please.' })).toBeInTheDocument();
  });

  it('sends the valid values, busy meanwhile', async () => {
    let answer: (value: ServerAnswer) => void = () => undefined;
    const send = jest.fn(() => new Promise<ServerAnswer>((resolve) => (answer = resolve)));
    const user = renderJoinForm(send);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Join' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Join' })).toHaveAttribute('aria-disabled', 'true'));
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({
      email: 'ana@example.com',
      password: 'long enough',
      province: 'QC',
      causes: ['food'],
      nickname: '',
    });
    answer({ ok: true });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Join' })).not.toHaveAttribute('aria-disabled'));
    expect(screen.queryByRole('group', { name: 'There is a problem' })).not.toBeInTheDocument();
  });

  it('shows a server’s refusal of a field on that field, and focuses the summary', async () => {
    const user = renderJoinForm(async () => ({ ok: false, field: 'email', message: 'This email already has an account.' }));
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Join' }));

    const summary = await screen.findByRole('group', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('link', { name: 'Email: This email already has an account.' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Error: This email already has an account.');
  });

  it('shows a server’s refusal of the whole form at the top, without a link', async () => {
    const user = renderJoinForm(async () => ({ ok: false, message: 'We could not create your account. Try again later.' }));
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Join' }));

    const summary = await screen.findByRole('group', { name: 'There is a problem' });
    expect(summary).toHaveTextContent('We could not create your account. Try again later.');
    expect(within(summary).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says what a well-formed answer looks like', async () => {
    const user = renderJoinForm();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('link', { name: 'Email: Enter an email address like name@example.com.' })).toBeInTheDocument();
  });

  it('speaks French on French pages', async () => {
    const user = renderJoinForm(undefined, 'fr-CA');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    const summary = await screen.findByRole('group', { name: 'Il y a un problème' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      // French puts a no-break space before the colon.
      'Email\u00a0: Entrez une adresse courriel comme nom@exemple.com.',
      'Password\u00a0: Entrez au moins 8 caractères.',
      'Province\u00a0: Choisissez une réponse.',
      'Causes\u00a0: Choisissez au moins une réponse.',
    ]);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Erreur : Entrez une adresse courriel comme nom@exemple.com.',
    );
  });
});
