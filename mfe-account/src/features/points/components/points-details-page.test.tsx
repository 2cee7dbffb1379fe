import { act, screen } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { PointsDetailsPage } from './points-details-page';

describe('PointsDetailsPage', () => {
  it('explains the balance, the points available and cause points', () => {
    renderPage(<PointsDetailsPage />, { path: '/my-account/details' });

    expect(screen.getByRole('heading', { level: 1, name: 'Points details' })).toBeInTheDocument();
    expect(screen.getByText('Points balance: every point your account holds.')).toBeInTheDocument();
    expect(screen.getByText('Points available: the points you can redeem for rewards right now.')).toBeInTheDocument();
    expect(screen.getByText(/adds 1 cause point/)).toBeInTheDocument();
  });

  it('shows the member’s balance once the site announces it', () => {
    const { props } = renderPage(<PointsDetailsPage />, { path: '/my-account/details' });
    expect(screen.queryByText(/Your balance:/)).not.toBeInTheDocument();

    act(() => props.bus.emit('points:changed', { balance: 1250 }));

    expect(screen.getByText('Your balance: 1,250 points.')).toBeInTheDocument();
  });

  it('shows the balance in French on the French path', () => {
    const { props } = renderPage(<PointsDetailsPage />, { path: '/fr/mon-compte/details' });

    act(() => props.bus.emit('points:changed', { balance: 1 }));

    expect(screen.getByRole('heading', { level: 1, name: 'Détails des points' })).toBeInTheDocument();
    expect(screen.getByText('Votre solde : 1 point.')).toBeInTheDocument();
  });
});
