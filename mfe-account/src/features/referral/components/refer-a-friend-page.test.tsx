import { createFakeSiteApi, signedInState } from '@maple/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer } from '#src/testing/account-factories.ts';
import { renderPage } from '#src/testing/render-page.tsx';
import { ReferAFriendPage } from './refer-a-friend-page';

const summary = {
  referralCode: 'ABCD2345',
  friendsJoined: 2,
  friendsCredited: 2,
  pointsEarned: 200,
  pointsPerFriend: 100,
  creditLimit: 10,
};

function renderReferral(path = '/refer-a-friend') {
  renderPage(<ReferAFriendPage />, { path, props: { api: createFakeSiteApi({ referral: answer(summary) }).api, state: signedInState() } });
}

describe('ReferAFriendPage', () => {
  it('gives the member their invitation link, and what it brought', async () => {
    renderReferral();

    expect(await screen.findByRole('textbox', { name: 'Invitation link' })).toHaveValue('http://localhost/invitation?invite=ABCD2345');
    expect(screen.getByText('200 points')).toBeInTheDocument();
    expect(screen.getByText('You earn 100 points once they have joined, for up to 10 friends.')).toBeInTheDocument();
  });

  it('copies the link', async () => {
    const user = userEvent.setup();
    renderReferral();

    await user.click(await screen.findByRole('button', { name: 'Copy the link' }));

    expect(await screen.findByText('Link copied. Paste it in a message to your friend.')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('http://localhost/invitation?invite=ABCD2345');
  });

  it('links to the French invitation page from the French page, and offers an email', async () => {
    renderReferral('/fr/referez-un-ami');

    expect(await screen.findByRole('textbox', { name: 'Lien d’invitation' })).toHaveValue('http://localhost/fr/invitation?invite=ABCD2345');
    expect(screen.getByRole('link', { name: 'Envoyer par courriel' }).getAttribute('href')).toMatch(/^mailto:\?subject=Rejoins-moi/);
  });
});
