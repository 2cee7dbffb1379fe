import { aProfile, createFakeSiteApi, signedInState } from '@maple/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, failure } from '#src/testing/account-factories.ts';
import { renderPage } from '#src/testing/render-page.tsx';
import { OptOutPage } from './opt-out-page';

describe('OptOutPage', () => {
  it('explains what stops, asks for a confirmation that says it again, then has the shell read the member afresh', async () => {
    const { api, calls } = createFakeSiteApi({ optOut: answer({ ok: true }) });
    const { props } = renderPage(<OptOutPage />, { path: '/opt-out', props: { api, state: signedInState() } });

    expect(screen.getByRole('region', { name: 'What stops when you opt out' })).toHaveTextContent('You stop earning points');
    await userEvent.click(screen.getByRole('button', { name: 'Opt out of Maple Rewards' }));
    const dialog = screen.getByRole('dialog', { name: 'Opt out of Maple Rewards?' });
    expect(dialog).toHaveTextContent('Earning, redeeming, offers and messages stop until you opt back in.');
    expect(calls).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Opt out' }));

    expect(calls.map((call) => call.id)).toEqual(['optOut']);
    expect(props.asked).toEqual([{ command: 'refreshMember', argument: undefined }]);
    // The shell's fresh read of the profile: the member is shown as opted out, with Opt back in.
    act(() => props.setSiteState(signedInState({ optedOut: true })));
    expect(screen.getByText('You have opted out')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the member in when they change their mind, and says so when opting out fails', async () => {
    const { api, calls } = createFakeSiteApi({ optOut: failure(503, 'Service not available', 'serviceNotAvailable') });
    const { props } = renderPage(<OptOutPage />, { path: '/fr/desinscrire', props: { api, state: signedInState() } });

    await userEvent.click(screen.getByRole('button', { name: 'Me désinscrire de Maple Rewards' }));
    await userEvent.click(screen.getByRole('button', { name: 'Rester membre' }));
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Me désinscrire de Maple Rewards' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Me désinscrire' }));

    expect(await screen.findByText(/Vous n’avez pas été désinscrit/)).toBeInTheDocument();
    expect(props.asked).toEqual([]);
  });

  it('lets an opted-out member opt back in, then has the shell read them afresh', async () => {
    const { api, calls } = createFakeSiteApi({ updateProfile: answer(aProfile()) });
    const { props } = renderPage(<OptOutPage />, { path: '/opt-out', props: { api, state: signedInState({ optedOut: true }) } });

    expect(screen.getByText('You have opted out')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Opt back in' }));

    expect(calls.find((call) => call.id === 'updateProfile')?.input).toEqual({ body: { optin: true } });
    expect(props.asked).toEqual([{ command: 'refreshMember', argument: undefined }]);
    act(() => props.setSiteState(signedInState()));
    expect(screen.getByRole('button', { name: 'Opt out of Maple Rewards' })).toBeInTheDocument();
  });
});
