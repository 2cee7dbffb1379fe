import { aHistory, anIssuedReward, aTransaction, createFakeSiteApi, signedInState } from '@maple/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer } from '#src/testing/account-factories.ts';
import { renderPage } from '#src/testing/render-page.tsx';
import { PointsHistoryPage } from './points-history-page';

const history = aHistory({
  MemberTransactions: [
    aTransaction({ description: 'Redeemed: Tim Hortons $5 eGift card × 1', points: -500, typeCode: 'REWARD_REDEMPTION' }),
    aTransaction({ description: 'Refund: Indigo is out of stock', points: 2500, typeCode: 'REDEMPTION_REFUND' }),
  ],
  MemberIssuedRewards: [
    anIssuedReward(),
    anIssuedReward({
      orderReference: 'MR-CANCELLED',
      title: 'Indigo $25 eGift card',
      status: 'Cancelled',
      typeCode: 'CANCELLED_REDEMPTION',
    }),
    anIssuedReward({
      orderReference: 'MR-ZERO',
      title: 'Zero donation',
      details: { rewardType: 'CAUSE_DONATION', pointsRedeemed: 0, rewardCode: 'DN-1' },
    }),
    anIssuedReward({
      orderReference: 'PLEDGE-006WWF',
      title: 'Pledge of support to WWF-Canada',
      value: 0,
      details: { rewardType: 'CAUSE_DONATION', pointsRedeemed: 0, rewardCode: '648' },
    }),
    anIssuedReward({ orderReference: 'MR-R0', title: 'Redemption', value: 0 }),
  ],
  page: 1,
  totalPages: 2,
});

function renderHistory(path = '/my-account/points-history/', answers: Parameters<typeof createFakeSiteApi>[0] = {}) {
  const fake = createFakeSiteApi({ history: answer(history), resendRewardEmail: answer({ ok: true }), ...answers });
  renderPage(<PointsHistoryPage />, { path, props: { api: fake.api, state: signedInState() } });
  return fake;
}

const historyQueries = (calls: ReturnType<typeof createFakeSiteApi>['calls']) =>
  calls.filter((call) => call.id === 'history').map((call) => (call.input as { query: unknown }).query);

describe('PointsHistoryPage', () => {
  it('asks for redemptions, page 1, paginated by default, and lists the activity as a table', async () => {
    const { calls } = renderHistory();

    const table = await screen.findByRole('table', { name: /Activity · Page 1 of 2/ });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('columnheader', { name: 'Points' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '-500' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '+2,500' })).toBeInTheDocument();
    expect(historyQueries(calls)).toEqual([{ transactionType: 'redeem', isPagination: 'true', page: '1' }]);
  });

  it('explains a row of cause points alone instead of showing a bare 0, and leaves out a row of nothing', async () => {
    const withCausePoints = aHistory({
      MemberTransactions: [
        aTransaction({
          description: 'Points cause pour votre don : Don à WWF-Canada',
          typeCode: 'CAUSE_DONATION_POINTS',
          points: 0,
          causePoints: 5,
        }),
        aTransaction({ description: 'Nothing at all', typeCode: 'ADJUSTMENT', points: 0 }),
      ],
      MemberIssuedRewards: [],
    });
    renderHistory('/fr/mon-compte/historique-des-points/', { history: answer(withCausePoints) });

    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    const row = within(table).getByRole('row', { name: /Points cause pour votre don/ });
    expect(row).toHaveTextContent('+5 points cause pour votre cause');
    expect(within(row).getByRole('cell', { name: 'Aucun point' })).toBeInTheDocument();
    expect(within(table).queryByText('Nothing at all')).not.toBeInTheDocument();
  });

  it('dates each entry in Toronto time, as every moment on the site: a late evening in Toronto stays that day', async () => {
    const lateInToronto = aHistory({
      MemberTransactions: [aTransaction({ createdAt: '2026-11-21T03:30:00.000Z' })],
      MemberIssuedRewards: [],
    });
    renderHistory('/my-account/points-history/', { history: answer(lateInToronto) });

    const table = await screen.findByRole('table');
    expect(within(table).getByRole('cell', { name: 'Nov 20, 2026' })).toBeInTheDocument();
  });

  it('shows only the rewards the spec’s filter keeps, the pledge included', async () => {
    renderHistory();

    const rewards = await screen.findByRole('region', { name: 'Your rewards' });
    expect(
      within(rewards)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Tim Hortons $5 eGift card', 'Pledge of support to WWF-Canada']);
    expect(within(rewards).getByText(/Your pledge/)).toBeInTheDocument();
  });

  it('filters by transaction type and pages through the history', async () => {
    const { calls } = renderHistory();
    await screen.findByRole('table');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'earn');
    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }));

    expect(historyQueries(calls)).toEqual([
      { transactionType: 'redeem', isPagination: 'true', page: '1' },
      { transactionType: 'earn', isPagination: 'true', page: '1' },
      { transactionType: 'earn', isPagination: 'true', page: '2' },
    ]);
  });

  it('sends a gift card’s email again', async () => {
    const { calls } = renderHistory();

    await userEvent.click(await screen.findByRole('button', { name: 'Send the email again' }));

    expect(await screen.findByText(/We sent the email again/)).toBeInTheDocument();
    expect(calls.find((call) => call.id === 'resendRewardEmail')?.input).toEqual({ body: { orderReference: 'MR-000001' } });
  });

  it('says so in French when there is nothing yet', async () => {
    renderHistory('/fr/mon-compte/historique-des-points/?type=all', { history: answer(aHistory()) });

    expect(await screen.findByRole('heading', { name: 'Rien pour l’instant' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Afficher' })).toHaveValue('all');
  });
});
