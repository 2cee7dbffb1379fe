import { aPointsBalance, createFakeSiteApi, signedInState } from '@maple/testing';
import { screen } from '@testing-library/react';
import { answer } from '#src/testing/account-factories.ts';
import { renderPage } from '#src/testing/render-page.tsx';
import { PointsDetailsPage } from './points-details-page';

const answers = {
  points: answer(aPointsBalance(1250, { pendingPoints: 10 })),
  charityDetailsCount: answer({ charityDetailsCount: 3 }),
};

describe('PointsDetailsPage', () => {
  it('shows the balance, the points available and pending, and cause points', async () => {
    renderPage(<PointsDetailsPage />, {
      path: '/my-account/details',
      props: { state: signedInState(), api: createFakeSiteApi(answers).api },
    });

    expect(await screen.findAllByText('1,250 points')).toHaveLength(2);
    expect(screen.getByText('10 points')).toBeInTheDocument();
    expect(screen.getByText('Cause points')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
  });

  it('is in French on the French path', async () => {
    renderPage(<PointsDetailsPage />, {
      path: '/fr/mon-compte/details',
      props: { state: signedInState(), api: createFakeSiteApi(answers).api },
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Détails des points' })).toBeInTheDocument();
    expect(await screen.findAllByText('1 250 points')).toHaveLength(2);
    expect(screen.getByText('Disponibles pour un échange')).toBeInTheDocument();
  });

  it('asks nothing of the API for a visitor', () => {
    const { api, calls } = createFakeSiteApi();
    renderPage(<PointsDetailsPage />, { path: '/my-account/details', props: { api } });

    expect(calls).toEqual([]);
  });
});
