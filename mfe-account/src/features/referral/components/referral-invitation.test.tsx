import { API_MESSAGES } from '@maple/contracts';
import { createFakeSiteApi, signedInState } from '@maple/contracts/testing';
import { screen, waitFor } from '@testing-library/react';
import { answer, failure } from '../../../testing/account-factories';
import { renderPage } from '../../../testing/render-page';
import { ReferralInvitation } from './referral-invitation';

describe('ReferralInvitation', () => {
  afterEach(() => localStorage.clear());

  it('keeps the code a visitor arrives with, and invites them to sign up', async () => {
    const { api, calls } = createFakeSiteApi();
    renderPage(<ReferralInvitation />, { path: '/signup?invite=abcd2345', props: { api } });

    expect(screen.getByText(/A friend invited you to Maple Rewards/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(localStorage.getItem('referralInvitation')).toBe('ABCD2345');
    expect(calls).toEqual([]);
  });

  it('claims the kept code once the visitor is a member, then forgets it', async () => {
    localStorage.setItem('referralInvitation', 'ABCD2345');
    const { api, calls } = createFakeSiteApi({ claimReferral: answer({ recorded: true, referrerCredited: true }) });
    renderPage(<ReferralInvitation />, { path: '/fr/', props: { api, state: signedInState() } });

    expect(await screen.findByText(/Vous vous êtes inscrit grâce à l’invitation d’un ami, qui a été remercié/)).toBeInTheDocument();
    expect(calls.map((call) => call.input)).toEqual([{ body: { referralCode: 'ABCD2345' } }]);
    expect(localStorage.getItem('referralInvitation')).toBeNull();
  });

  it('keeps the code while the member’s email address is not confirmed', async () => {
    localStorage.setItem('referralInvitation', 'ABCD2345');
    const { api } = createFakeSiteApi({ claimReferral: failure(403, API_MESSAGES.emailNotVerified, 'emailNotVerified') });
    renderPage(<ReferralInvitation />, { path: '/', props: { api, state: signedInState() } });

    expect(await screen.findByText(/confirm your email address so they get their thank-you points/)).toBeInTheDocument();
    expect(localStorage.getItem('referralInvitation')).toBe('ABCD2345');
  });

  it('forgets the member’s own code, and says so', async () => {
    localStorage.setItem('referralInvitation', 'ABCD2345');
    const { api } = createFakeSiteApi({ claimReferral: failure(422, API_MESSAGES.ownReferralCode) });
    renderPage(<ReferralInvitation />, { path: '/', props: { api, state: signedInState() } });

    expect(await screen.findByText('That invitation link is your own: share it with your friends instead.')).toBeInTheDocument();
    expect(localStorage.getItem('referralInvitation')).toBeNull();
  });

  it('quietly forgets a code that cannot count for another reason (an account too old to be a new friend)', async () => {
    localStorage.setItem('referralInvitation', 'ABCD2345');
    const { api, calls } = createFakeSiteApi({ claimReferral: failure(422, API_MESSAGES.unprocessableEntity) });
    renderPage(<ReferralInvitation />, { path: '/', props: { api, state: signedInState() } });

    await waitFor(() => expect(localStorage.getItem('referralInvitation')).toBeNull());
    expect(calls).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
