import { API_MESSAGES } from '@maple/contracts';
import { createFakeSiteApi, signedInState } from '@maple/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, failure } from '#src/testing/account-factories.ts';
import { renderPage } from '#src/testing/render-page.tsx';
import { ChangePasswordPage } from './change-password-page';

function renderChange(path = '/change-password', answers: Parameters<typeof createFakeSiteApi>[0] = {}) {
  const fake = createFakeSiteApi({ changePassword: failure(422, API_MESSAGES.currentPasswordIncorrect), ...answers });
  renderPage(<ChangePasswordPage />, { path, props: { api: fake.api, state: signedInState() } });
  return fake;
}

async function attempt(
  current: string,
  next = 'Canoe-Lantern-Maple-42',
  labels = ['Current password', 'New password', 'New password, again', 'Change my password'],
) {
  const [currentLabel = '', newLabel = '', againLabel = '', submit = ''] = labels;
  await userEvent.clear(screen.getByLabelText(currentLabel));
  await userEvent.type(screen.getByLabelText(currentLabel), current);
  await userEvent.clear(screen.getByLabelText(newLabel));
  await userEvent.type(screen.getByLabelText(newLabel), next);
  await userEvent.clear(screen.getByLabelText(againLabel));
  await userEvent.type(screen.getByLabelText(againLabel), next);
  await userEvent.click(screen.getByRole('button', { name: submit }));
}

const sent = (calls: ReturnType<typeof createFakeSiteApi>['calls']) => calls.filter((call) => call.id === 'changePassword').length;

describe('ChangePasswordPage', () => {
  afterEach(() => localStorage.clear());

  it('checks the new password before sending anything', async () => {
    const { calls } = renderChange();
    await attempt('same-password', 'short');

    const summary = await screen.findByRole('group', { name: 'There is a problem' });
    expect(summary).toHaveTextContent('New password: Use at least 8 characters.');
    expect(sent(calls)).toBe(0);
  });

  it('counts 3 failed attempts, blocks the 4th without sending it, then lets the next one go', async () => {
    const { calls } = renderChange();

    await attempt('wrong-1');
    expect(await screen.findAllByText(/This is not your current password. 2 attempts left/)).not.toHaveLength(0);
    await attempt('wrong-2');
    expect(await screen.findAllByText(/1 attempt left before the next one is blocked/)).not.toHaveLength(0);
    await attempt('wrong-3');
    expect(await screen.findAllByText(/Your next attempt will be blocked/)).not.toHaveLength(0);
    expect(localStorage.getItem('passwordChangeFailures:c-ada')).toBe('3');

    await attempt('right-at-last');
    expect(await screen.findAllByText(/this attempt was blocked after 3 failed attempts, and nothing was sent/)).not.toHaveLength(0);
    expect(sent(calls)).toBe(3);
    expect(localStorage.getItem('passwordChangeFailures:c-ada')).toBeNull();

    await attempt('wrong-4');
    expect(await screen.findAllByText(/2 attempts left/)).not.toHaveLength(0);
    expect(sent(calls)).toBe(4);
    // Five attempts typed key by key: slower than the default limit on a busy machine.
  }, 30_000);

  it('counts an attempt made before the shell has the member’s profile as theirs, and sends it once it has', async () => {
    localStorage.setItem('passwordChangeFailures:c-ada', '2');
    const fake = createFakeSiteApi({ changePassword: failure(422, API_MESSAGES.currentPasswordIncorrect) });
    const { props } = renderPage(<ChangePasswordPage />, {
      path: '/change-password',
      props: { api: fake.api, state: { loggedIn: true, profile: null } },
    });

    await attempt('wrong-3');
    expect(sent(fake.calls)).toBe(0);
    props.setSiteState(signedInState());

    expect(await screen.findAllByText(/Your next attempt will be blocked/)).not.toHaveLength(0);
    expect(sent(fake.calls)).toBe(1);
    expect(localStorage.getItem('passwordChangeFailures:c-ada')).toBe('3');
    expect(localStorage.getItem('passwordChangeFailures:visitor')).toBeNull();
  });

  it('takes one attempt while it waits for the member’s profile, however often the button is pressed', async () => {
    const fake = createFakeSiteApi({ changePassword: failure(422, API_MESSAGES.currentPasswordIncorrect) });
    const { props } = renderPage(<ChangePasswordPage />, {
      path: '/change-password',
      props: { api: fake.api, state: { loggedIn: true, profile: null } },
    });

    await attempt('wrong-1');
    await userEvent.click(screen.getByRole('button', { name: /Change my password/ }));
    props.setSiteState(signedInState());

    expect(await screen.findAllByText(/2 attempts left/)).not.toHaveLength(0);
    expect(sent(fake.calls)).toBe(1);
    expect(localStorage.getItem('passwordChangeFailures:c-ada')).toBe('1');
  });

  it('sends nothing when the member is signed out while the attempt waits for their profile', async () => {
    const fake = createFakeSiteApi({ changePassword: failure(422, API_MESSAGES.currentPasswordIncorrect) });
    const { props } = renderPage(<ChangePasswordPage />, {
      path: '/change-password',
      props: { api: fake.api, state: { loggedIn: true, profile: null } },
    });

    await attempt('wrong-1');
    props.setSiteState({ loggedIn: false, profile: null });

    expect(await screen.findByRole('button', { name: 'Change my password' })).not.toHaveAttribute('aria-disabled');
    expect(sent(fake.calls)).toBe(0);
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('says in plain words that a new password was refused as too easy to guess, without counting it', async () => {
    renderChange('/change-password', { changePassword: failure(422, API_MESSAGES.passwordValidationFailed, 'passwordValidationFailed') });
    await attempt('my-current-one', 'password123');

    expect(await screen.findByRole('group', { name: 'There is a problem' })).toHaveTextContent(
      'New password: This password is too common or too easy to guess.',
    );
    expect(localStorage.getItem('passwordChangeFailures:c-ada')).toBeNull();
  });

  it('says how long to wait when the sign-in service locked the account', async () => {
    renderChange('/change-password', {
      changePassword: failure(429, 'Rate limit is exceeded. Try again in 840 seconds.', 'rateLimitExceeded'),
    });
    await attempt('guess');

    expect(await screen.findByRole('group', { name: 'There is a problem' })).toHaveTextContent(
      'Please wait 14 minutes before trying again.',
    );
  });

  it('changes the password in French, clears the counter and says the other devices were signed out', async () => {
    localStorage.setItem('passwordChangeFailures:c-ada', '2');
    const { calls } = renderChange('/fr/modifier-mot-de-passe/', { changePassword: answer({ ok: true }) });
    await attempt('Current-Password-2026', 'Canoe-Lantern-Maple-42', [
      'Mot de passe actuel',
      'Nouveau mot de passe',
      'Nouveau mot de passe, encore une fois',
      'Modifier mon mot de passe',
    ]);

    expect(await screen.findAllByText(/Votre mot de passe est modifié. Pour votre sécurité, vous avez été déconnecté/)).not.toHaveLength(0);
    expect(calls.find((call) => call.id === 'changePassword')?.input).toEqual({
      body: { currentPassword: 'Current-Password-2026', newPassword: 'Canoe-Lantern-Maple-42' },
    });
    expect(localStorage.getItem('passwordChangeFailures:c-ada')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Réinitialiser le mot de passe' })[0]).toHaveAttribute(
      'href',
      '/fr/reinitialiser-le-mot-de-passe',
    );
  });
});
