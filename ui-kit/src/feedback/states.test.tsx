import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '../testing/render-with-intl';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';

describe('EmptyState', () => {
  it('says what is empty and offers the way forward', () => {
    renderWithIntl(
      <EmptyState title="You have no messages yet" action={<a href="/earn-points">Earn points</a>}>
        Offers and news from the brands will appear here.
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'You have no messages yet' })).toBeInTheDocument();
    expect(screen.getByText('Offers and news from the brands will appear here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Earn points' })).toBeInTheDocument();
  });
});

describe('ErrorState', () => {
  it('is an alert with a way to try again', async () => {
    const onRetry = jest.fn();
    renderWithIntl(<ErrorState onRetry={onRetry}>Your rewards could not load.</ErrorState>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('Your rewards could not load.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('can stand for the whole page, in French', () => {
    renderWithIntl(<ErrorState headingLevel={1} onRetry={() => undefined} />, { locale: 'fr-CA' });
    expect(screen.getByRole('heading', { level: 1, name: 'Une erreur s’est produite' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
