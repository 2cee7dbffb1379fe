import type { ApiOutput, Cause } from '@maple/contracts';
import { aProfile, createFakeSiteApi, signedInState } from '@maple/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '#src/testing/render-page.tsx';
import { answer } from '#src/testing/reward-fixtures.ts';
import { causePointsKey } from '../hooks/use-cause-points';
import { ImpactPage } from './impact-page';

const cause = (causeId: string, name: string, shortKey: string | null, supporters = 10): Cause => ({
  causeId,
  shortKey,
  name,
  supporters,
  communityCausePoints: supporters * 3,
  donatedCad: supporters * 5,
  pledges: 2,
});

const causes = answer({
  causes: [
    cause('006WWF', 'WWF-Canada', 'wwf', 40),
    cause('005SUW', 'United Way Centraide Canada', 'united', 12),
    cause('004FA', 'Food Allergy Canada', null, 3),
  ],
});

const profile = (charitableCause: string) => answer(aProfile({ traits: { charitableCause } }));

function renderMember(path = '/impact/', extra: Parameters<typeof createFakeSiteApi>[0] = {}) {
  let charitableCause = '006WWF';
  let pledges: ApiOutput<'pledges'>['pledges'] = [];
  const fake = createFakeSiteApi({
    causes,
    getProfile: () => profile(charitableCause),
    charityDetailsCount: answer({ charityDetailsCount: 7 }),
    pledges: () => answer({ pledges }),
    updateCause: (input) => {
      charitableCause = (input as { body: { charityCauseId: string } }).body.charityCauseId;
      return profile(charitableCause);
    },
    transactionCustomFields: () => {
      pledges = [{ causeId: charitableCause, pledgedAt: '2026-11-22T15:00:00.000Z' }];
      return answer({ ok: true });
    },
    ...extra,
  });
  const view = renderPage(<ImpactPage renderDonations={(causeId) => <p>Donations to {causeId}</p>} />, {
    path,
    props: { api: fake.api, state: signedInState() },
  });
  return { ...fake, ...view };
}

describe('ImpactPage', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the member’s cause, their cause points, the community’s impact and the donations to that cause', async () => {
    renderMember();
    const yours = await screen.findByRole('region', { name: 'Your cause' });
    expect(within(yours).getByText('WWF-Canada', { selector: 'p' })).toBeInTheDocument();
    expect(await within(yours).findByText(/^Your cause points/)).toHaveTextContent('Your cause points: 7 points');
    const community = screen.getByRole('region', { name: 'The community’s impact' });
    expect(within(community).getByText('Members').nextElementSibling).toHaveTextContent('40');
    expect(within(community).getByText('Donated').nextElementSibling).toHaveTextContent('$200.00');
    expect(screen.getByText('Donations to 006WWF')).toBeInTheDocument();
    expect(sessionStorage.getItem(causePointsKey('c-ada'))).toBe('7');
  });

  it('shows cached cause points at once, then reads them again 2 seconds later', async () => {
    sessionStorage.setItem(causePointsKey('c-ada'), '3');
    const { calls } = renderMember();
    expect(await screen.findByText(/^Your cause points/)).toHaveTextContent('Your cause points: 3 points');
    expect(calls.filter((call) => call.id === 'charityDetailsCount')).toHaveLength(0);
    await waitFor(() => expect(screen.getByText(/^Your cause points/)).toHaveTextContent('Your cause points: 7 points'), { timeout: 3500 });
    expect(calls.filter((call) => call.id === 'charityDetailsCount')).toHaveLength(1);
    expect(sessionStorage.getItem(causePointsKey('c-ada'))).toBe('7');
  });

  it('changes the member’s cause, and tells the site', async () => {
    const user = userEvent.setup();
    const { calls, props } = renderMember();
    await user.selectOptions(await screen.findByLabelText('Change your cause'), 'United Way Centraide Canada');
    await user.click(screen.getByRole('button', { name: 'Support this cause' }));

    expect(await screen.findByText('You now support United Way Centraide Canada. Thank you!')).toBeInTheDocument();
    expect(calls.find((call) => call.id === 'updateCause')?.input).toEqual({
      body: { charityCauseId: '005SUW', isInitialSelection: false },
    });
    expect(props.asked).toContainEqual({ command: 'chooseCause', argument: '005SUW' });
    expect(await screen.findByText('Donations to 005SUW')).toBeInTheDocument();
  });

  it('understands a cause’s short key in a link and suggests it', async () => {
    renderMember('/impact/?cause=united');
    expect(
      await screen.findByText('The link you followed suggests United Way Centraide Canada. Choose it below if you wish.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Change your cause')).toHaveValue('005SUW');
  });

  it('lets a visitor choose the cause they will join with, in French', async () => {
    const user = userEvent.setup();
    const { api } = createFakeSiteApi({ causes });
    const { props } = renderPage(<ImpactPage />, { path: '/fr/impact/?cause=004FA', props: { api } });
    await user.click(await screen.findByRole('button', { name: 'Soutenir cette cause' }));
    expect(await screen.findByText('À votre inscription, vous soutiendrez Food Allergy Canada.')).toBeInTheDocument();
    expect(props.asked).toEqual([{ command: 'chooseCause', argument: '004FA' }]);
  });

  it('runs the pledge when ?pledge is announced: a confirm step, then pledge 648', async () => {
    const user = userEvent.setup();
    const { calls, props } = renderMember('/impact/?pledge');
    await screen.findByRole('region', { name: 'Pledge your support' });
    act(() => props.bus.emit('trigger:pledge', {}));

    const confirm = await screen.findByRole('dialog', { name: 'Pledge your support to WWF-Canada?' });
    await user.click(within(confirm).getByRole('button', { name: 'Pledge my support' }));
    expect(await screen.findByText(/^Thank you! You pledged your support to/)).toHaveTextContent(
      'Thank you! You pledged your support to WWF-Canada.',
    );
    expect(calls.filter((call) => call.id === 'transactionCustomFields').map((call) => call.input)).toEqual([
      { body: { transactionTypeExternalReference: '648' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Pledge my support' })).not.toBeInTheDocument();
  });

  it('ignores a pledge trigger when the page has no ?pledge (one held from elsewhere)', async () => {
    const { props } = renderMember('/impact/');
    await screen.findByRole('region', { name: 'Pledge your support' });
    act(() => props.bus.emit('trigger:pledge', {}));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks a visitor who wants to pledge to sign in, coming back to pledge', async () => {
    const user = userEvent.setup();
    const { api } = createFakeSiteApi({ causes });
    const { props } = renderPage(<ImpactPage />, { path: '/impact/?pledge', props: { api } });
    await screen.findByRole('region', { name: 'Pledge your support' });
    act(() => props.bus.emit('trigger:pledge', {}));
    expect(await screen.findByText('Sign in or join to make your pledge: it takes a minute.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in to pledge' }));
    expect(props.asked).toEqual([{ command: 'promptLogin', argument: { reason: 'pledge', returnTo: '/impact/?pledge' } }]);
  });
});
