import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemotePage } from '@maple/testing';
import { ApiErrorState } from './api-error-state';

const messages = { 'en-CA': {}, 'fr-CA': {} };
const render = (failure: { code: number; status: number | null } | null, path = '/', onRetry = jest.fn()) => {
  renderRemotePage(<ApiErrorState failure={failure} title="Your impact could not be loaded." onRetry={onRetry} />, {
    app: 'account',
    messages,
    path,
  });
  return onRetry;
};

describe('ApiErrorState', () => {
  it('says a call that did not reach the API is a connection problem, with the generic code, and tries again on request', async () => {
    const onRetry = render({ code: 1000, status: null });

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your impact could not be loaded.');
    expect(alert).toHaveTextContent('We could not reach Maple Rewards: check your connection, then try again.');
    expect(alert).toHaveTextContent('Error code: 1000');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says a server’s failure is on our side, in French, with the call’s code', () => {
    render({ code: 1275, status: 500 }, '/fr/mon-tableau-de-bord');

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Un problème est survenu de notre côté : réessayez dans un moment.');
    expect(alert).toHaveTextContent('Code d’erreur : 1275');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('gives only the code of a refusal whose reason the page says itself, and nothing more without a failure', () => {
    render({ code: 1155, status: 404 });
    expect(screen.getByRole('alert')).toHaveTextContent(/^Your impact could not be loaded\.Error code: 1155Try again$/);
  });
});
