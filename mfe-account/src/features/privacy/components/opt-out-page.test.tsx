import { aProfile, createFakeSiteApi, signedInState } from '@maple/contracts/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, failure } from '../../../testing/account-factories';
import { renderPage } from '../../../testing/render-page';
import { reloadPage } from '../../../lib/reload-page';
import { OptOutPage } from './opt-out-page';

jest.mock('../../../lib/reload-page', () => ({ reloadPage: jest.fn() }));

describe('OptOutPage', () => {
  const reload = jest.mocked(reloadPage);
  beforeEach(() => reload.mockReset());

  it('explains what stops, and asks for a confirmation that says it again', async () => {
    const { api, calls } = createFakeSiteApi({ optOut: answer({ ok: true }) });
    renderPage(<OptOutPage />, { path: '/opt-out', props: { api, state: signedInState() } });

    expect(screen.getByRole('region', { name: 'What stops when you opt out' })).toHaveTextContent('You stop earning points');
    await userEvent.click(screen.getByRole('button', { name: 'Opt out of Maple Rewards' }));
    const dialog = screen.getByRole('dialog', { name: 'Opt out of Maple Rewards?' });
    expect(dialog).toHaveTextContent('Earning, redeeming, offers and messages stop until you opt back in.');
    expect(calls).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Opt out' }));

    expect(calls.map((call) => call.id)).toEqual(['optOut']);
    // The shell reads the profile again and shows the opted-out message with Opt Back In.
    expect(reload).toHaveBeenCalled();
  });

  it('keeps the member in when they change their mind, and says so when opting out fails', async () => {
    const { api, calls } = createFakeSiteApi({ optOut: failure(503, 'Service not available', 'serviceNotAvailable') });
    renderPage(<OptOutPage />, { path: '/fr/desinscrire', props: { api, state: signedInState() } });

    await userEvent.click(screen.getByRole('button', { name: 'Me désinscrire de Maple Rewards' }));
    await userEvent.click(screen.getByRole('button', { name: 'Rester membre' }));
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Me désinscrire de Maple Rewards' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Me désinscrire' }));

    expect(await screen.findByText(/Vous n’avez pas été désinscrit/)).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('lets an opted-out member opt back in', async () => {
    const { api, calls } = createFakeSiteApi({ updateProfile: answer(aProfile()) });
    renderPage(<OptOutPage />, { path: '/opt-out', props: { api, state: signedInState({ optedOut: true }) } });

    expect(screen.getByText('You have opted out')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Opt back in' }));

    expect(calls.find((call) => call.id === 'updateProfile')?.input).toEqual({ body: { optin: true } });
    expect(reload).toHaveBeenCalled();
  });
});
