import type { ErrorKind } from '@maple/contracts';
import { aPointsBalance, aRewardList, createFakeSiteApi, type FakeAnswer, signedInState } from '@maple/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findRewardDialog } from '#src/testing/find-reward-dialog.ts';
import { renderPage } from '#src/testing/render-page.tsx';
import { answer, CATALOGUE, failed } from '#src/testing/reward-fixtures.ts';
import { RewardsPage } from './rewards-page';

const issued = (pointsRedeemed: number, pointsBalance: number) =>
  answer({ orderReference: 'MR-ABC123', status: 'Approved' as const, pointsRedeemed, pointsBalance });

/** The rewards page of a member with `available` points, the dialog of `rewardId` open. */
function openAsMember(rewardId: string, available: number, issueReward: FakeAnswer = issued(0, available), path = '/rewards/') {
  let balance = available;
  const fake = createFakeSiteApi({
    rewards: answer(aRewardList(CATALOGUE)),
    points: () => answer(aPointsBalance(balance)),
    issueReward: async (input) => {
      const result = typeof issueReward === 'function' ? await issueReward(input) : issueReward;
      if (result.ok) balance = (result.data as { pointsBalance: number }).pointsBalance;
      return result;
    },
    resendRewardEmail: answer({ ok: true }),
  });
  const view = renderPage(<RewardsPage />, {
    path: `${path}?reward=${rewardId}`,
    props: { api: fake.api, state: signedInState({ emailAddress: 'ada@example.ca' }) },
  });
  return { ...fake, ...view };
}

const dialog = () => findRewardDialog();

describe('the reward dialog', () => {
  it('redeems a gift card: quantity, points before and after, then what happens next, with the payload of the spec', async () => {
    const user = userEvent.setup();
    const { calls, props } = openAsMember('GC-CINEPLEX-10', 2500, issued(2000, 500));
    const redeemed: unknown[] = [];
    props.bus.on('reward:redeemed', (event) => redeemed.push(event));

    const details = await dialog();
    expect(within(details).getByRole('heading', { name: '$10 Cineplex gift card' })).toBeInTheDocument();
    expect(within(details).getByText('About $10 Cineplex gift card.')).toBeInTheDocument();
    const quantity = await within(details).findByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(within(details).getByText(/^Total:/)).toHaveTextContent('Total: 2,000 points');
    await user.click(within(details).getByRole('button', { name: 'Continue' }));

    // The quantity is checked asynchronously (react-hook-form), then the confirmation takes focus.
    await waitFor(() => expect(within(details).getByRole('heading', { name: 'Please confirm' })).toHaveFocus());
    const summary = (term: string) => within(details).getByText(term).nextElementSibling;
    expect(summary('Your points now')).toHaveTextContent('2,500 points');
    expect(summary('Your points after')).toHaveTextContent('500 points');
    expect(within(details).getByText('We will email it to a**@*******.**.')).toBeInTheDocument();
    expect(within(details).queryByText(/ada@example\.ca/)).not.toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: /^Confirm: use 2,000\spoints$/ }));

    expect(await within(details).findByRole('heading', { name: 'Done!' })).toHaveFocus();
    expect(within(details).getByText(/after five minutes, check your spam folder/)).toHaveTextContent('to a**@*******.**.');
    expect(within(details).getByText(/^Your points now:/)).toHaveTextContent('Your points now: 500 points');
    expect(calls.filter((call) => call.id === 'issueReward')).toEqual([
      {
        id: 'issueReward',
        input: {
          body: {
            rewardTypeExternalReference: 'GC-CINEPLEX-10',
            rewardQuantity: 2,
            transferTargetExternalReference: 'null',
            rewardType: 'GIFT_CARD',
          },
        },
        options: { errors: 'inline' },
      },
    ]);
    expect(redeemed).toEqual([{ rewardTypeExternalReference: 'GC-CINEPLEX-10', rewardType: 'GIFT_CARD', pointsRedeemed: 2000 }]);
    // The balance, the history and the lists are read again: the header follows by itself.
    await waitFor(() => expect(calls.filter((call) => call.id === 'points').length).toBeGreaterThan(1));

    await user.click(within(details).getByRole('button', { name: 'Send the email again' }));
    expect(await within(details).findByText('We sent the email again.')).toBeInTheDocument();
    expect(calls.find((call) => call.id === 'resendRewardEmail')?.input).toEqual({ body: { orderReference: 'MR-ABC123' } });
  });

  it('sends one redemption however fast the confirm button is pressed', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const { calls } = openAsMember('SWP-CASH-5000', 500, () => new Promise((resolve) => (release = () => resolve(issued(50, 450)))));
    const details = await dialog();
    await user.click(await within(details).findByRole('button', { name: 'Continue' }));
    const confirm = within(details).getByRole('button', { name: /^Confirm: use 50\spoints$/ });
    await user.click(confirm);
    await user.click(confirm);
    await user.dblClick(confirm);
    release();
    expect(await within(details).findByRole('heading', { name: 'Done!' })).toBeInTheDocument();
    expect(calls.filter((call) => call.id === 'issueReward')).toHaveLength(1);
    expect(within(details).getByText('Your entry is in the draw. Good luck!')).toBeInTheDocument();
  });

  it('takes a quantity only as a whole number within the reward’s limit and the member’s points', async () => {
    const user = userEvent.setup();
    const { calls } = openAsMember('SWP-CASH-5000', 200);
    const details = await dialog();
    const quantity = await within(details).findByLabelText('Quantity');
    expect(within(details).getByText('From 1 to 4.')).toBeInTheDocument();
    for (const [typed, message] of [
      ['1.5', 'Enter a whole number, such as 1 or 2.'],
      ['0', 'Enter at least 1.'],
      ['5', 'You can redeem at most 4 at once: that is what this reward allows and your points cover.'],
    ] as const) {
      await user.clear(quantity);
      await user.type(quantity, typed);
      await user.click(within(details).getByRole('button', { name: 'Continue' }));
      expect(await within(details).findAllByText(message)).not.toHaveLength(0);
    }
    expect(calls.map((call) => call.id)).not.toContain('issueReward');
  });

  it.each<[ErrorKind, number, number, RegExp]>([
    ['insufficientPoints', 1174, 422, /no longer have enough points/],
    ['rewardOutOfStock', 1176, 422, /ran out just now/],
    ['rewardUnavailable', 1175, 422, /currently unavailable/],
    ['rewardQuantityLimitExceeded', 1173, 422, /more than this reward allows/],
    ['invalidRewardId', 1171, 400, /could not find this reward/],
    ['digitalRewardFailed', 1177, 502, /partner could not issue this reward. Your points were given back/],
    ['sweepstakeFailed', 1178, 502, /entry could not be recorded/],
    ['causeDonationFailed', 1179, 502, /donation could not be sent/],
    ['unknown', 1000, null as unknown as number, /Something went wrong and nothing was redeemed/],
  ])('explains a %s failure in the dialog, with its code', async (kind, code, status, message) => {
    const user = userEvent.setup();
    openAsMember('DS-CANGEO-12M', 1000, failed(kind, code, status));
    const details = await dialog();
    await user.click(await within(details).findByRole('button', { name: 'Continue' }));
    await user.click(within(details).getByRole('button', { name: /^Confirm: use 800\spoints$/ }));
    expect(await within(details).findByRole('heading', { name: 'This did not work' })).toHaveFocus();
    const alert = within(details).getByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent(`Error code ${code}`);
  });

  it('lets the member try again after a failure that may pass, not after one that will not', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    openAsMember('LX-ROM-FAMILY', 3000, () => (++attempt === 1 ? failed('digitalRewardFailed', 1177, 502) : issued(2000, 1000)));
    const details = await dialog();
    await user.click(await within(details).findByRole('button', { name: 'Continue' }));
    await user.click(within(details).getByRole('button', { name: /^Confirm: use 2,000\spoints$/ }));
    await user.click(await within(details).findByRole('button', { name: 'Try again' }));
    await user.click(await within(details).findByRole('button', { name: 'Continue' }));
    await user.click(within(details).getByRole('button', { name: /^Confirm: use 2,000\spoints$/ }));
    expect(await within(details).findByRole('heading', { name: 'Done!' })).toBeInTheDocument();
  });

  it('offers no retry when the reward ran out', async () => {
    const user = userEvent.setup();
    openAsMember('GC-CINEPLEX-10', 3000, failed('rewardOutOfStock', 1176, 422));
    const details = await dialog();
    await user.click(await within(details).findByRole('button', { name: 'Continue' }));
    await user.click(within(details).getByRole('button', { name: /^Confirm/ }));
    await within(details).findByRole('heading', { name: 'This did not work' });
    expect(within(details).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('explains an unaffordable reward and where to earn, and offers no redemption', async () => {
    openAsMember('GC-CINEPLEX-10', 300);
    const details = await dialog();
    expect(await within(details).findByText(/^You need/)).toHaveTextContent(
      'You need 700 points more to redeem this reward: you have 300 points.',
    );
    expect(within(details).getByRole('link', { name: 'Ways to earn points' })).toHaveAttribute('href', '/earn-points/');
    expect(within(details).queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('explains an out-of-stock reward to anyone, visitor or member', async () => {
    openAsMember('GC-INDIGO-25', 5000);
    expect(await within(await dialog()).findByText(/out of stock: everything we had has been redeemed/)).toBeInTheDocument();
  });

  it('asks a visitor to sign in with the reason of the reward, coming back to the same reward', async () => {
    const user = userEvent.setup();
    const { api } = createFakeSiteApi({ anonymousRewards: answer(aRewardList(CATALOGUE)) });
    const { props } = renderPage(<RewardsPage />, { path: '/fr/recompenses/?reward=DON-006WWF-500', props: { api } });
    const details = await dialog();
    expect(within(details).getByRole('heading', { name: 'Donnez 5\u00a0$ à WWF-Canada' })).toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Se connecter pour donner' }));
    expect(props.asked).toEqual([
      { command: 'promptLogin', argument: { reason: 'donation', returnTo: '/fr/recompenses/?reward=DON-006WWF-500' } },
    ]);
  });

  it('tells an opted-out member how to opt back in instead of asking them to sign in', async () => {
    const user = userEvent.setup();
    const { api } = createFakeSiteApi({ anonymousRewards: answer(aRewardList(CATALOGUE)) });
    const { props } = renderPage(<RewardsPage />, {
      path: '/fr/recompenses/?reward=DON-006WWF-500',
      props: { api, state: signedInState({ optedOut: true }) },
    });
    const details = await dialog();

    expect(within(details).getByText('Votre adhésion est inactive')).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Se connecter pour donner' })).not.toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Me réinscrire' }));
    expect(props.asked.map((asked) => asked.command)).toEqual(['promptLogin']);
  });

  it('closes with Escape or its close button and forgets the reward in the URL', async () => {
    const user = userEvent.setup();
    openAsMember('GC-CINEPLEX-10', 3000);
    const details = await dialog();
    await user.click(within(details).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
