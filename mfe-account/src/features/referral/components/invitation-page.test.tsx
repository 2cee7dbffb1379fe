import { createFakeSiteApi, signedInState } from '@maple/testing';
import { screen } from '@testing-library/react';
import { renderPage } from '#src/testing/render-page.tsx';
import { InvitationPage } from './invitation-page';

describe('InvitationPage', () => {
  afterEach(() => localStorage.clear());

  it('keeps the friend’s code on the device and invites the visitor to join, calling nothing', () => {
    const { api, calls } = createFakeSiteApi();
    renderPage(<InvitationPage />, { path: '/invitation?invite=abcd2345', props: { api } });

    expect(screen.getByRole('heading', { level: 1, name: 'An invitation to Maple Rewards' })).toBeInTheDocument();
    expect(screen.getByText('A friend invited you to join Maple Rewards.')).toBeInTheDocument();
    expect(screen.getByText(/your friend is then thanked with points/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'I’m already a member' })).toHaveAttribute('href', '/login/');
    expect(localStorage.getItem('referralInvitation')).toBe('ABCD2345');
    expect(calls).toEqual([]);
  });

  it('says a link without a good code is incomplete, and keeps nothing (French)', () => {
    renderPage(<InvitationPage />, { path: '/fr/invitation?invite=ABCD0000' });

    expect(screen.getByRole('heading', { level: 1, name: 'Une invitation à Maple Rewards' })).toBeInTheDocument();
    expect(screen.getByText(/Ce lien d’invitation est incomplet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'S’inscrire gratuitement' })).toHaveAttribute('href', '/fr/inscrivez-vous');
    expect(localStorage.getItem('referralInvitation')).toBeNull();
  });

  it('points a member to their own invitation link, and keeps the code for the parcel to claim', () => {
    renderPage(<InvitationPage />, { path: '/invitation?invite=ABCD2345', props: { state: signedInState() } });

    expect(screen.getByText(/You are a Maple Rewards member/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Refer a friend' })).toHaveAttribute('href', '/refer-a-friend');
    expect(screen.queryByRole('link', { name: 'Sign up for free' })).not.toBeInTheDocument();
    expect(localStorage.getItem('referralInvitation')).toBe('ABCD2345');
  });
});
