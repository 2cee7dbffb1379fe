import { type RewardType, toReward } from '@maple/contracts';
import { createFakeSiteApi, signedInState } from '@maple/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderPage } from '#src/testing/render-page.tsx';
import { choiceReward, failed } from '#src/testing/reward-fixtures.ts';
import { RedeemDoneStep } from './redeem-done-step';

/** The outcome of redeeming `quantity` of a reward of `type` (its email's resend fails, when asked). */
function renderDone(type: RewardType, quantity = 1) {
  const fake = createFakeSiteApi({ resendRewardEmail: failed('unknown', 1000, 500) });
  const reward = toReward(choiceReward('RW-1', type, 500, { en: 'The reward', fr: 'La récompense' }), 'en-CA');
  renderPage(
    <RedeemDoneStep
      reward={reward}
      quantity={quantity}
      result={{ orderReference: 'MR-ABC123', pointsBalance: 1500 }}
      email="a**@*******.**"
      headingRef={createRef()}
    />,
    { props: { api: fake.api, state: signedInState() } },
  );
  return fake;
}

describe('the outcome of a redemption that worked', () => {
  it('thanks a donor, with the new balance and the order number, and has no email to send again', () => {
    renderDone('CAUSE_DONATION');

    expect(screen.getByRole('heading', { name: 'Done!' })).toBeInTheDocument();
    expect(screen.getByText(/^Thank you! Your donation is on its way/)).toBeInTheDocument();
    expect(screen.getByText(/^Your points now:/)).toHaveTextContent('Your points now: 1,500 points');
    expect(screen.getByText(/^Order number:/)).toHaveTextContent('Order number: MR-ABC123');
    expect(screen.queryByRole('button', { name: 'Send the email again' })).not.toBeInTheDocument();
  });

  it('counts the sweepstakes entries', () => {
    renderDone('SWEEPSTAKES', 3);

    expect(screen.getByText('Your 3 entries are in the draw. Good luck!')).toBeInTheDocument();
  });

  it('says so when an emailed reward’s email could not be sent again', async () => {
    const user = userEvent.setup();
    renderDone('DIGITAL_SUBSCRIPTION');

    expect(screen.getByText(/^We are emailing The reward to a\*\*@\*\*\*\*\*\*\*\.\*\*\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the email again' }));
    expect(await screen.findByText('We could not send the email again. Please try later.')).toBeInTheDocument();
  });
});
