import { createFakeSiteApi, signedInState } from '@maple/testing';
import { screen, within } from '@testing-library/react';
import { answer } from '#src/testing/account-factories.ts';
import { renderPage } from '#src/testing/render-page.tsx';
import { ImpactDashboardPage } from './impact-dashboard-page';

const impact = {
  cause: { causeId: '005SUW', name: 'United Way Centraide Canada' },
  causePoints: 4,
  causePointsByMonth: [
    { month: '2026-06', causePoints: 0 },
    { month: '2026-07', causePoints: 0 },
    { month: '2026-08', causePoints: 0 },
    { month: '2026-09', causePoints: 1 },
    { month: '2026-10', causePoints: 1 },
    { month: '2026-11', causePoints: 2 },
  ],
  donations: [{ causeId: '005SUW', name: 'United Way Centraide Canada', count: 1, pointsRedeemed: 1000, valueCad: 10 }],
  community: {
    members: 1204,
    causePoints: 5310,
    donatedCad: 2345.5,
    causes: [
      { causeId: '006WWF', name: 'WWF-Canada', supporters: 500, causePoints: 2000, donatedCad: 1200 },
      { causeId: '005SUW', name: 'United Way Centraide Canada', supporters: 300, causePoints: 1000, donatedCad: 800 },
    ],
  },
};

function renderDashboard(path = '/my-dashboard') {
  renderPage(<ImpactDashboardPage />, { path, props: { api: createFakeSiteApi({ impact: answer(impact) }).api, state: signedInState() } });
}

describe('ImpactDashboardPage', () => {
  it('shows the member’s cause, cause points and donations as figures and charts', async () => {
    renderDashboard();

    const yours = await screen.findByRole('region', { name: 'Your impact' });
    expect(within(yours).getByText('United Way Centraide Canada')).toBeInTheDocument();
    expect(
      within(yours).getByRole('img', { name: /Column chart of your cause points by month: Jun 2026 0, .* Nov 2026 2\./ }),
    ).toBeInTheDocument();
    expect(within(yours).getByRole('figure', { name: 'Your donations, by cause' })).toBeInTheDocument();
  });

  it('says in words, with a way to earn some, when there were no cause points in the last 6 months', async () => {
    renderPage(<ImpactDashboardPage />, {
      path: '/fr/mon-tableau-de-bord',
      props: {
        api: createFakeSiteApi({
          impact: answer({ ...impact, causePointsByMonth: impact.causePointsByMonth.map((month) => ({ ...month, causePoints: 0 })) }),
        }).api,
        state: signedInState(),
      },
    });

    const yours = await screen.findByRole('region', { name: 'Votre impact' });
    expect(within(yours).getByRole('heading', { level: 3, name: 'Aucun point cause ces 6 derniers mois' })).toBeInTheDocument();
    expect(within(yours).getByRole('link', { name: 'Sondages' })).toHaveAttribute('href', '/fr/sondage/');
    expect(within(yours).queryByRole('img')).not.toBeInTheDocument();
  });

  it('gives every chart its numbers as a table', async () => {
    renderDashboard();

    const months = await screen.findByRole('figure', { name: 'Your cause points, the last 6 months' });
    expect(within(months).getAllByRole('row')).toHaveLength(7);
    const community = screen.getByRole('figure', { name: 'What members donated, by cause' });
    expect(within(community).getByRole('rowheader', { name: 'United Way Centraide Canada (your cause)' })).toBeInTheDocument();
    expect(within(community).getByRole('cell', { name: '$1,200.00' })).toBeInTheDocument();
    const donations = screen.getByRole('figure', { name: 'Your donations, by cause' });
    expect(
      within(donations).getByRole('rowheader', { name: /^United Way Centraide Canada \(your cause\) · 1,000\spoints$/ }),
    ).toBeInTheDocument();
  });

  it('names the months as months in French, with their year, in the chart’s table', async () => {
    renderDashboard('/fr/mon-tableau-de-bord');

    const months = await screen.findByRole('figure', { name: 'Vos points cause des 6 derniers mois' });
    expect(within(months).getByRole('rowheader', { name: 'juin 2026' })).toBeInTheDocument();
    expect(within(months).queryByText('juin 26')).not.toBeInTheDocument();
  });

  it('shows the community’s figures in French', async () => {
    renderDashboard('/fr/mon-tableau-de-bord');

    const community = await screen.findByRole('region', { name: 'L’impact de notre communauté' });
    expect(within(community).getByText('1 204')).toBeInTheDocument();
    expect(within(community).getByText('2 345,50 $')).toBeInTheDocument();
  });
});
