import { useApiQuery } from '@maple/platform';
import { anEarning, aPointsBalance, aProfile, createFakeSiteApi, type FakeAnswer, type RecordedCall, signedInState } from '@maple/testing';
import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { renderPage } from '#src/testing/render-page.tsx';
import { answer, failed } from '#src/testing/reward-fixtures.ts';
import {
  SIGN_IN_CREDIT_ALERT_ID,
  SIGN_IN_CREDIT_KEY,
  SIGN_IN_REFUSED_KEY,
  torontoDay,
  useDailySignInCredit,
} from './use-daily-sign-in-credit';

function SignedInPage({ now }: { now: () => number }) {
  useDailySignInCredit(now);
  return null;
}

/** A page that also shows the balance, as the header does. */
function PageWithBalance({ now }: { now: () => number }) {
  useDailySignInCredit(now);
  const balance = useApiQuery('points').data?.pointsBalance;
  return <p>Balance {balance ?? 'unknown'}</p>;
}

const credited = (pointsAwarded: number) =>
  answer(
    anEarning({ pointsAwarded, causePointsAwarded: 0, sweepstakesEntries: 0, pointsBalance: 5, alreadyCredited: pointsAwarded === 0 }),
  );
const monday = () => Date.parse('2026-11-23T15:00:00Z');
const signIns = (calls: readonly RecordedCall[]) => calls.filter((call) => call.id === 'memberInteraction');
const confirmed = answer(aProfile({ traits: { emailVerified: true } }));
const unconfirmed = answer(aProfile({ traits: { emailVerified: false } }));

/** The API of a member whose profile says `profile`, answering the sign-in with `memberInteraction`. */
const memberApi = (memberInteraction: FakeAnswer, profile: FakeAnswer = confirmed) =>
  createFakeSiteApi({ getProfile: profile, memberInteraction });

describe('useDailySignInCredit', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('sends the member’s sign-in once a day, and not again that day', async () => {
    const first = memberApi(credited(5));
    renderPage(<SignedInPage now={monday} />, { props: { api: first.api, state: signedInState() } });
    await waitFor(() => expect(localStorage.getItem(SIGN_IN_CREDIT_KEY)).toBe('c-ada:2026-11-23'));
    expect(signIns(first.calls).map((call) => call.input)).toEqual([{ body: { interaction: { type: 'SIGN_IN', reference: 'web' } } }]);

    const later = memberApi(credited(0));
    renderPage(<SignedInPage now={monday} />, { props: { api: later.api, state: signedInState() } });
    const tuesday = memberApi(credited(5));
    renderPage(<SignedInPage now={() => monday() + 24 * 3600_000} />, { props: { api: tuesday.api, state: signedInState() } });
    await waitFor(() => expect(signIns(tuesday.calls)).toHaveLength(1));
    expect(signIns(later.calls)).toHaveLength(0);
  });

  it('sends nothing for a visitor, nor for a member whose email address is not confirmed: the API would refuse it', async () => {
    const visitor = memberApi(credited(5));
    renderPage(<SignedInPage now={monday} />, { props: { api: visitor.api } });
    const notYet = memberApi(credited(5), unconfirmed);
    renderPage(<SignedInPage now={monday} />, { props: { api: notYet.api, state: signedInState() } });

    await waitFor(() => expect(notYet.calls.map((call) => call.id)).toContain('getProfile'));
    expect(signIns(notYet.calls)).toHaveLength(0);
    expect(signIns(visitor.calls)).toHaveLength(0);
  });

  it('sends it once the profile says the address is confirmed, read again when the member comes back to the tab', async () => {
    let profile = unconfirmed;
    const fake = memberApi(credited(5), () => profile);
    const page = renderPage(<SignedInPage now={monday} />, { props: { api: fake.api, state: signedInState() } });
    // As the shell's cache does: it hears when the tab is back.
    const cache = await page.props.queryClient.load();
    cache.mount();
    await waitFor(() => expect(fake.calls.map((call) => call.id)).toContain('getProfile'));
    expect(signIns(fake.calls)).toHaveLength(0);

    profile = confirmed;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });

    await waitFor(() => expect(signIns(fake.calls)).toHaveLength(1));
    cache.unmount();
  });

  it('refreshes the balance the page shows once the sign-in is credited', async () => {
    let balance = 100;
    const fake = createFakeSiteApi({
      getProfile: confirmed,
      points: () => answer(aPointsBalance(balance)),
      memberInteraction: () => {
        balance = 105;
        return credited(5);
      },
    });
    renderPage(<PageWithBalance now={monday} />, { props: { api: fake.api, state: signedInState() } });
    expect(await screen.findByText('Balance 100')).toBeInTheDocument();

    expect(await screen.findByText('Balance 105')).toBeInTheDocument();
    expect(signIns(fake.calls)).toHaveLength(1);
  });

  it('says under the header, with its code, that a credit failed; sends it again from this tab a minute later, not on every page', async () => {
    const failing = memberApi(failed('serviceNotAvailable', 1187, 503));
    const page = renderPage(<SignedInPage now={monday} />, { props: { api: failing.api, state: signedInState() } });
    await waitFor(() => expect(sessionStorage.getItem(SIGN_IN_REFUSED_KEY)).not.toBeNull());
    expect(signIns(failing.calls)[0]).toMatchObject({ options: { errors: 'inline' } });
    expect(page.props.asked).toContainEqual({
      command: 'showAlert',
      argument: expect.objectContaining({ id: SIGN_IN_CREDIT_ALERT_ID, tone: 'warning' }),
    });
    const alert = page.props.asked.find((asked) => asked.command === 'showAlert')?.argument as { message: Record<string, string> };
    expect(alert.message['fr-CA']).toContain('(code d’erreur 1187)');
    expect(localStorage.getItem(SIGN_IN_CREDIT_KEY)).toBeNull();

    const nextPage = memberApi(credited(5));
    renderPage(<SignedInPage now={() => monday() + 30_000} />, { props: { api: nextPage.api, state: signedInState() } });
    const aMinuteLater = memberApi(credited(5));
    renderPage(<SignedInPage now={() => monday() + 60_000} />, { props: { api: aMinuteLater.api, state: signedInState() } });

    await waitFor(() => expect(localStorage.getItem(SIGN_IN_CREDIT_KEY)).toBe('c-ada:2026-11-23'));
    expect(signIns(nextPage.calls)).toHaveLength(0);
    expect(signIns(aMinuteLater.calls)).toHaveLength(1);
  });

  it('counts days in Toronto', () => {
    expect(torontoDay(Date.parse('2026-11-24T03:30:00Z'))).toBe('2026-11-23');
    expect(torontoDay(Date.parse('2026-11-24T05:30:00Z'))).toBe('2026-11-24');
  });
});
