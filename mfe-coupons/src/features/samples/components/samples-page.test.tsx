import { screen, within } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { SamplesPage } from './samples-page';

describe('SamplesPage', () => {
  it('is titled Free samples and explains how to order one, step by step', () => {
    renderPage(<SamplesPage />, { path: '/samples' });

    expect(screen.getByRole('heading', { level: 1, name: 'Free samples' })).toBeInTheDocument();
    const steps = screen.getByRole('region', { name: 'How it works' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(within(steps).getByText(/Confirm your delivery address/)).toBeInTheDocument();
  });

  it('allows one sample per member or household, and warns that the address is final once submitted', () => {
    renderPage(<SamplesPage />, { path: '/samples' });

    expect(screen.getByText('One sample per member or household.')).toBeInTheDocument();
    expect(
      screen.getByText('Your delivery address can’t be changed after you submit your order, so check it carefully.'),
    ).toBeInTheDocument();
  });

  it('says the same in French, with links to its sibling screens in French', () => {
    renderPage(<SamplesPage />, { path: '/fr/echantillons' });

    expect(screen.getByRole('heading', { level: 1, name: 'Échantillons gratuits' })).toBeInTheDocument();
    expect(screen.getByText('Un échantillon par membre ou par foyer.')).toBeInTheDocument();
    expect(screen.getByText(/ne peut plus être modifiée une fois votre commande soumise/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bons de réduction' })).toHaveAttribute('href', '/fr/bons-rabais/');
  });
});
