import { anEarning, createFakeSiteApi, type RecordedCall, signedInState } from '@maple/contracts/testing';
import { waitFor } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { answer, failed } from '../../../testing/reward-fixtures';
import { SIGN_IN_CREDIT_KEY, torontoDay, useDailySignInCredit } from './use-daily-sign-in-credit';

function SignedInPage({ now }: { now: () => number }) {
  useDailySignInCredit(now);
  return null;
}

const credited = (pointsAwarded: number) =>
  answer(
    anEarning({ pointsAwarded, causePointsAwarded: 0, sweepstakesEntries: 0, pointsBalance: 5, alreadyCredited: pointsAwarded === 0 }),
  );
const monday = () => Date.parse('2026-11-23T15:00:00Z');
const signIns = (calls: readonly RecordedCall[]) => calls.filter((call) => call.id === 'memberInteraction');

describe('useDailySignInCredit', () => {
  beforeEach(() => localStorage.clear());

  it('sends the member’s sign-in once a day, and not again that day', async () => {
    const first = createFakeSiteApi({ memberInteraction: credited(5) });
    renderPage(<SignedInPage now={monday} />, { props: { api: first.api, state: signedInState() } });
    await waitFor(() => expect(localStorage.getItem(SIGN_IN_CREDIT_KEY)).toBe('c-ada:2026-11-23'));
    expect(signIns(first.calls).map((call) => call.input)).toEqual([{ body: { interaction: { type: 'SIGN_IN', reference: 'web' } } }]);

    const later = createFakeSiteApi({ memberInteraction: credited(0) });
    renderPage(<SignedInPage now={monday} />, { props: { api: later.api, state: signedInState() } });
    const tuesday = createFakeSiteApi({ memberInteraction: credited(5) });
    renderPage(<SignedInPage now={() => monday() + 24 * 3600_000} />, { props: { api: tuesday.api, state: signedInState() } });
    await waitFor(() => expect(signIns(tuesday.calls)).toHaveLength(1));
    expect(signIns(later.calls)).toHaveLength(0);
  });

  it('sends nothing for a visitor, and tries again later when the API refused', async () => {
    const visitor = createFakeSiteApi({ memberInteraction: credited(5) });
    renderPage(<SignedInPage now={monday} />, { props: { api: visitor.api } });
    const unverified = createFakeSiteApi({ memberInteraction: failed('emailNotVerified', 1286, 403) });
    renderPage(<SignedInPage now={monday} />, { props: { api: unverified.api, state: signedInState() } });
    await waitFor(() => expect(signIns(unverified.calls)).toHaveLength(1));
    expect(signIns(unverified.calls)[0]).toMatchObject({ options: { errors: 'inline' } });
    expect(localStorage.getItem(SIGN_IN_CREDIT_KEY)).toBeNull();
    expect(signIns(visitor.calls)).toHaveLength(0);
  });

  it('counts days in Toronto', () => {
    expect(torontoDay(Date.parse('2026-11-24T03:30:00Z'))).toBe('2026-11-23');
    expect(torontoDay(Date.parse('2026-11-24T05:30:00Z'))).toBe('2026-11-24');
  });
});
