import type { Sweepstakes, SweepstakesWin } from '@maple/contracts';
import { aPointsBalance, aRewardList, createFakeSiteApi, signedInState } from '@maple/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findRewardDialog } from '#src/testing/find-reward-dialog.ts';
import { renderPage } from '#src/testing/render-page.tsx';
import { answer, CATALOGUE } from '#src/testing/reward-fixtures.ts';
import { SweepstakesEntryPage } from './sweepstakes-entry-page';

function sweepstakes(member: Sweepstakes['member']): Sweepstakes {
  return {
    sweepstakesId: 'SWP-CASH-5000',
    name: 'Win $5,000 cash',
    prizes: [{ quantity: 1, description: '$5,000 cash', valueCad: 5000 }],
    eligibleRegions: ['Alberta', 'Quebec', 'Yukon'],
    minimumAge: 'The age of majority in your province',
    opensAt: '2026-11-01T04:00:00.000Z',
    closesAt: '2026-12-01T04:59:59.000Z',
    drawAt: '2026-12-01T17:00:00.000Z',
    totalEntries: 40,
    receivesSurveyEntries: true,
    rules: 'No purchase necessary.',
    member,
  };
}

const awaiting: SweepstakesWin = {
  drawId: 'DRAW-1',
  drawnAt: '2026-11-22T15:00:00.000Z',
  status: 'awaiting-answer',
  question: '(7 × 8) + 25 − 9',
  answeredAt: null,
};

describe('SweepstakesEntryPage', () => {
  it('gives visitors the official rules: prizes and their value, who may enter, the dates and the odds', async () => {
    const { api } = createFakeSiteApi({
      anonymousRewards: answer(aRewardList(CATALOGUE)),
      sweepstakes: answer({ sweepstakes: [sweepstakes(null)] }),
    });
    renderPage(<SweepstakesEntryPage />, { path: '/rewards/sweepstakes-entry/', props: { api } });

    const section = await screen.findByRole('region', { name: 'Win $5,000 cash' });
    expect(section).toHaveTextContent('1 × $5,000 cash (approximate value $5,000.00 each)');
    expect(section).toHaveTextContent('Total value of the prizes: $5,000.00');
    expect(section).toHaveTextContent('Legal residents of Alberta, Quebec and Yukon.');
    expect(section).toHaveTextContent('November 30, 2026');
    expect(section).toHaveTextContent('(Eastern Time)');
    expect(section).toHaveTextContent('The odds of winning depend on the number of eligible entries received: 40 so far.');
    expect(within(section).getByText('Sign in to see your entries.')).toBeInTheDocument();
  });

  it('shows a member their entries, bought and automatic from surveys, and their chances', async () => {
    const { api } = createFakeSiteApi({
      rewards: answer(aRewardList(CATALOGUE)),
      points: answer(aPointsBalance(300)),
      sweepstakes: answer({ sweepstakes: [sweepstakes({ entries: 3, bonusEntries: 5, wins: [] })] }),
    });
    renderPage(<SweepstakesEntryPage />, { path: '/rewards/sweepstakes-entry/', props: { api, state: signedInState() } });

    const section = await screen.findByRole('region', { name: 'Win $5,000 cash' });
    expect(section).toHaveTextContent('3 entries bought with points, 5 automatic entries from surveys.');
    expect(section).toHaveTextContent('Your chances right now: 8 in 40.');
  });

  it('asks a winner the skill-testing question and records their one answer', async () => {
    const user = userEvent.setup();
    let win = awaiting;
    const fake = createFakeSiteApi({
      rewards: answer(aRewardList(CATALOGUE)),
      points: answer(aPointsBalance(300)),
      sweepstakes: () => answer({ sweepstakes: [sweepstakes({ entries: 1, bonusEntries: 0, wins: [win] })] }),
      answerSkillTestingQuestion: () => {
        win = { ...awaiting, status: 'claimed', question: null, answeredAt: '2026-11-22T16:00:00.000Z' };
        return answer({ correct: true, win });
      },
    });
    renderPage(<SweepstakesEntryPage />, { path: '/rewards/sweepstakes-entry/', props: { api: fake.api, state: signedInState() } });

    expect(await screen.findByRole('heading', { name: 'You were drawn!' })).toBeInTheDocument();
    const field = screen.getByLabelText('What is (7 × 8) + 25 − 9?');
    await user.click(screen.getByRole('button', { name: 'Submit my answer' }));
    expect(await screen.findAllByText('Enter a whole number, such as 42.')).not.toHaveLength(0);
    await user.type(field, '72');
    await user.click(screen.getByRole('button', { name: 'Submit my answer' }));

    expect(await screen.findByText(/Correct: your prize is claimed/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/Correct: your prize is claimed/).closest('[tabindex="-1"]')).toHaveFocus());
    expect(fake.calls.filter((call) => call.id === 'answerSkillTestingQuestion').map((call) => call.input)).toEqual([
      { params: { drawId: 'DRAW-1' }, body: { answer: '72' } },
    ]);
  });

  it('tells a winner whose answer was wrong that the prize is forfeited, in French', async () => {
    const forfeited: SweepstakesWin = { ...awaiting, status: 'forfeited', question: null, answeredAt: '2026-11-22T16:00:00.000Z' };
    const { api } = createFakeSiteApi({
      rewards: answer(aRewardList(CATALOGUE)),
      points: answer(aPointsBalance(300)),
      sweepstakes: answer({
        sweepstakes: [{ ...sweepstakes({ entries: 0, bonusEntries: 0, wins: [forfeited] }), name: 'Gagnez 5 000 $' }],
      }),
    });
    renderPage(<SweepstakesEntryPage />, { path: '/fr/recompenses/cartes-de-concours/', props: { api, state: signedInState() } });

    expect(await screen.findByText(/selon le règlement officiel, ce prix est perdu/)).toBeInTheDocument();
    expect(screen.getByText('Tiré au sort le 22 novembre 2026')).toBeInTheDocument();
  });

  it('opens the entry dialog of a sweepstakes from its button', async () => {
    const user = userEvent.setup();
    const { api } = createFakeSiteApi({
      anonymousRewards: answer(aRewardList(CATALOGUE)),
      sweepstakes: answer({ sweepstakes: [sweepstakes(null)] }),
    });
    renderPage(<SweepstakesEntryPage />, { path: '/rewards/sweepstakes-entry/', props: { api } });

    await user.click(await screen.findByRole('button', { name: 'Enter: Win $5,000 cash' }));
    const dialog = await findRewardDialog('Win $5,000 cash');
    expect(within(dialog).getByRole('button', { name: 'Sign in to enter' })).toBeInTheDocument();
  });
});
