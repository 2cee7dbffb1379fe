import { createFakeSiteApi, signedInState } from '@maple/contracts/testing';
import { screen } from '@testing-library/react';
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

  const answering = (pointsBalance: number) =>
    createFakeSiteApi({ points: { ok: true, data: { pointsBalance, memberPointsAvailable: pointsBalance } } }).api;

  it('shows the member’s balance once the API answers', async () => {
    renderPage(<PointsDetailsPage />, { path: '/my-account/details', props: { state: signedInState(), api: answering(1250) } });

    expect(await screen.findByText('Your balance: 1,250 points.')).toBeInTheDocument();
  });

  it('shows the balance in French on the French path', async () => {
    renderPage(<PointsDetailsPage />, { path: '/fr/mon-compte/details', props: { state: signedInState(), api: answering(1) } });

    expect(screen.getByRole('heading', { level: 1, name: 'Détails des points' })).toBeInTheDocument();
    expect(await screen.findByText('Votre solde : 1 point.')).toBeInTheDocument();
  });

  it('asks nothing of the API for a visitor', () => {
    const { api, calls } = createFakeSiteApi();
    renderPage(<PointsDetailsPage />, { path: '/my-account/details', props: { api } });

    expect(calls).toEqual([]);
    expect(screen.queryByText(/Your balance:/)).not.toBeInTheDocument();
  });
});
