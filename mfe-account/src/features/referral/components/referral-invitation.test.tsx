import { API_MESSAGES } from '@maple/contracts';
import { aProfile, createFakeSiteApi, signedInState } from '@maple/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { answer, failure } from '#src/testing/account-factories.ts';
import { renderPage } from '#src/testing/render-page.tsx';
import { storeInvitation } from '../lib/referral-invitation';
import { ReferralInvitation } from './referral-invitation';

const confirmed = answer(aProfile({ traits: { emailVerified: true } }));
const aReferralSummary = (referralCode: string) => ({
  referralCode,
  friendsJoined: 0,
  friendsCredited: 0,
  pointsEarned: 0,
  pointsPerFriend: 100,
  creditLimit: 10,
});
const unconfirmed = answer(aProfile({ traits: { emailVerified: false } }));

describe('ReferralInvitation', () => {
  afterEach(() => localStorage.clear());

  it('claims nothing for a visitor, and shows nothing', () => {
    localStorage.setItem('referralInvitation', 'ABCD2345');
    const { api, calls } = createFakeSiteApi();
    const { container } = renderPage(<ReferralInvitation />, { path: '/', props: { api } });

    expect(container.querySelector('[data-mfe="account"]')).toBeEmptyDOMElement();
    expect(calls).toEqual([]);
    expect(localStorage.getItem('referralInvitation')).toBe('ABCD2345');
  });

  it('claims a code kept while it is on the page (the invitation page keeps it)', async () => {
    const { api, calls } = createFakeSiteApi({ getProfile: confirmed, claimReferral: answer({ recorded: true, referrerCredited: true }) });
    renderPage(<ReferralInvitation />, { path: '/invitation?invite=ABCD2345', props: { api, state: signedInState() } });
    expect(calls.filter((call) => call.id === 'claimReferral')).toEqual([]);

    act(() => storeInvitation('ABCD2345'));

    expect(await screen.findByText(/they were thanked with points/)).toBeInTheDocument();
    expect(calls.filter((call) => call.id === 'claimReferral').map((call) => call.input)).toEqual([{ body: { referralCode: 'ABCD2345' } }]);
  });

  it('claims the kept code once the visitor is a member, then forgets it', async () => {
    localStorage.setItem('referralInvitation', 'ABCD2345');
    const { api, calls } = createFakeSiteApi({ getProfile: confirmed, claimReferral: answer({ recorded: true, referrerCredited: true }) });
    renderPage(<ReferralInvitation />, { path: '/fr/', props: { api, state: signedInState() } });

    expect(await screen.findByText(/Vous vous êtes inscrit grâce à l’invitation d’un ami, qui a été remercié/)).toBeInTheDocument();
    expect(calls.filter((call) => call.id === 'claimReferral').map((call) => call.input)).toEqual([{ body: { referralCode: 'ABCD2345' } }]);
    expect(localStorage.getItem('referralInvitation')).toBeNull();
  });

  it('asks a member whose email address is not confirmed to confirm it, keeping the code, and sends no claim the API would refuse', async () => {
    localStorage.setItem('referralInvitation', 'ABCD2345');
    const { api, calls } = createFakeSiteApi({
      getProfile: unconfirmed,
      referral: answer(aReferralSummary('WXYZ6789')),
      claimReferral: answer({ recorded: true, referrerCredited: true }),
    });
    renderPage(<ReferralInvitation />, { path: '/', props: { api, state: signedInState() } });

    expect(await screen.findByText(/confirm your email address so they get their thank-you points/)).toBeInTheDocument();
    expect(localStorage.getItem('referralInvitation')).toBe('ABCD2345');
    expect(calls.map((call) => call.id)).not.toContain('claimReferral');
  });

  it('tells a member whose address is not confirmed yet that the link is their own, without a claim', async () => {
    localStorage.setItem('referralInvitation', 'ABCD2345');
    const { api, calls } = createFakeSiteApi({ getProfile: unconfirmed, referral: answer(aReferralSummary('ABCD2345')) });
    renderPage(<ReferralInvitation />, { path: '/', props: { api, state: signedInState() } });

    expect(await screen.findByText('That invitation link is your own: share it with your friends instead.')).toBeInTheDocument();
    expect(localStorage.getItem('referralInvitation')).toBeNull();
    expect(calls.map((call) => call.id)).not.toContain('claimReferral');
  });

  it('still says it when the API refuses for an unconfirmed address it knows of before the site does', async () => {
    localStorage.setItem('referralInvitation', 'ABCD2345');
    const { api } = createFakeSiteApi({
      getProfile: confirmed,
      claimReferral: failure(403, API_MESSAGES.emailNotVerified, 'emailNotVerified'),
    });
    renderPage(<ReferralInvitation />, { path: '/', props: { api, state: signedInState() } });

    expect(await screen.findByText(/confirm your email address so they get their thank-you points/)).toBeInTheDocument();
    expect(localStorage.getItem('referralInvitation')).toBe('ABCD2345');
  });

  it('says, with its code, that a claim failed, and keeps the code for the next page', async () => {
    localStorage.setItem('referralInvitation', 'ABCD2345');
    const { api } = createFakeSiteApi({
      getProfile: confirmed,
      claimReferral: failure(503, 'Service not available', 'serviceNotAvailable', 1051),
    });
    renderPage(<ReferralInvitation />, { path: '/fr/', props: { api, state: signedInState() } });

    expect(await screen.findByText(/n’a pas pu être enregistrée pour l’instant \(code d’erreur 1051\)/)).toBeInTheDocument();
    expect(localStorage.getItem('referralInvitation')).toBe('ABCD2345');
  });

  it('forgets the member’s own code, and says so', async () => {
    localStorage.setItem('referralInvitation', 'ABCD2345');
    const { api } = createFakeSiteApi({ getProfile: confirmed, claimReferral: failure(422, API_MESSAGES.ownReferralCode) });
    renderPage(<ReferralInvitation />, { path: '/', props: { api, state: signedInState() } });

    expect(await screen.findByText('That invitation link is your own: share it with your friends instead.')).toBeInTheDocument();
    expect(localStorage.getItem('referralInvitation')).toBeNull();
  });

  it('quietly forgets a code that cannot count for another reason (an account too old to be a new friend)', async () => {
    localStorage.setItem('referralInvitation', 'ABCD2345');
    const { api, calls } = createFakeSiteApi({ getProfile: confirmed, claimReferral: failure(422, API_MESSAGES.unprocessableEntity) });
    renderPage(<ReferralInvitation />, { path: '/', props: { api, state: signedInState() } });

    await waitFor(() => expect(localStorage.getItem('referralInvitation')).toBeNull());
    expect(calls.filter((call) => call.id === 'claimReferral')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
