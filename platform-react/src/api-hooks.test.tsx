import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'zustand/vanilla';
import { type ApiResult, initialSiteState, primeApiQuery, refreshAfter, type SiteState } from '@maple/contracts';
import { aPointsBalance, createFakeSiteApi, createTestQueryClient, signedInState, siteQueryClientOf } from '@maple/testing';
import { useApiMutation, useApiQuery } from './api-hooks';
import { SiteDataProvider } from './site-data';

const balance = (points: number): ApiResult<unknown> => ({ ok: true, data: aPointsBalance(points) });

function Balance() {
  const points = useApiQuery('points');
  if (points.isPending) return <p>Loading</p>;
  if (points.isError) return <p role="alert">Failed with code {points.error.code}</p>;
  return <p>Balance {points.data.pointsBalance}</p>;
}

function Redeem({ errors }: { errors?: 'inline' }) {
  const redeem = useApiMutation('issueReward', errors ? { errors } : {});
  return (
    <>
      <button
        type="button"
        disabled={redeem.isPending}
        onClick={() =>
          redeem.mutate({
            body: {
              rewardTypeExternalReference: 'GC-25',
              rewardQuantity: 1,
              transferTargetExternalReference: 'null',
              rewardType: 'GIFT_CARD',
            },
          })
        }
      >
        Redeem
      </button>
      {redeem.isError && <p role="alert">{redeem.error.kind}</p>}
    </>
  );
}

function renderWith(
  ui: React.ReactNode,
  { answers = {}, state = signedInState() } = {} as { answers?: Parameters<typeof createFakeSiteApi>[0]; state?: Partial<SiteState> },
) {
  const { api, calls } = createFakeSiteApi(answers);
  const store = createStore<SiteState>()(() => ({ ...initialSiteState(), ...state }));
  const queryClient = createTestQueryClient();
  const view = render(
    <SiteDataProvider api={api} store={store} locale="en-CA" queryClient={siteQueryClientOf(queryClient)}>
      {ui}
    </SiteDataProvider>,
  );
  return { ...view, calls, store, queryClient };
}

describe('useApiQuery', () => {
  it('reads a call through the query cache', async () => {
    renderWith(<Balance />, { answers: { points: balance(120) } });
    expect(await screen.findByText('Balance 120')).toBeInTheDocument();
  });

  it('waits for a member before reading member-only data', async () => {
    const { calls, store } = renderWith(<Balance />, { answers: { points: balance(5) }, state: {} });
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(calls).toEqual([]);
    act(() => store.setState(signedInState()));
    expect(await screen.findByText('Balance 5')).toBeInTheDocument();
  });

  it('reads nothing but the profile of a member who opted out, until they opt back in', async () => {
    const { calls, store } = renderWith(<Balance />, { answers: { points: balance(7) }, state: signedInState({ optedOut: true }) });
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(calls).toEqual([]);
    act(() => store.setState(signedInState({ optedOut: false })));
    expect(await screen.findByText('Balance 7')).toBeInTheDocument();
  });

  it('keeps one member’s answers apart from another’s', async () => {
    let points = 10;
    const { store } = renderWith(<Balance />, { answers: { points: () => balance(points) } });
    expect(await screen.findByText('Balance 10')).toBeInTheDocument();
    points = 99;
    act(() => store.setState(signedInState({ consumerId: 'c-grace', firstName: 'Grace' })));
    expect(await screen.findByText('Balance 99')).toBeInTheDocument();
  });

  it('shows an answer the site already had (primed) without asking the API again', async () => {
    const { api, calls } = createFakeSiteApi({ points: balance(1) });
    const state = signedInState();
    const store = createStore<SiteState>()(() => ({ ...initialSiteState(), ...state }));
    const queryClient = createTestQueryClient();
    primeApiQuery(queryClient, 'points', { consumerId: state.profile?.consumerId ?? null }, aPointsBalance(42));
    render(
      <SiteDataProvider api={api} store={store} locale="en-CA" queryClient={siteQueryClientOf(queryClient)}>
        <Balance />
      </SiteDataProvider>,
    );
    expect(screen.getByText('Balance 42')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('hands a failure to the component as the catalogue’s code', async () => {
    renderWith(<Balance />, { answers: { points: { ok: false, kind: 'internalServerError', code: 1275, status: 500, message: 'x' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed with code 1275');
  });
});

describe('useApiMutation', () => {
  it('refreshes what its call declares it changes, wherever it is shown, with no list at the call site', async () => {
    let points = 500;
    const { calls } = renderWith(
      <>
        <Balance />
        <Redeem />
      </>,
      {
        answers: {
          points: () => balance(points),
          issueReward: () => {
            points = 250;
            return { ok: true, data: { orderReference: 'o-1', status: 'Approved', pointsRedeemed: 250, pointsBalance: 250 } };
          },
        },
      },
    );
    expect(await screen.findByText('Balance 500')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Balance 250')).toBeInTheDocument();
    expect(calls.filter((call) => call.id === 'points')).toHaveLength(2);
  });

  it('asks for inline errors when told to, and gives the failure to the form', async () => {
    const { calls } = renderWith(<Redeem errors="inline" />, {
      answers: { issueReward: { ok: false, kind: 'insufficientPoints', code: 1201, status: 422, message: 'Insufficient points' } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('insufficientPoints');
    expect(calls[0]?.options).toEqual({ errors: 'inline' });
  });

  it('cannot be sent twice while it runs', async () => {
    let release!: () => void;
    const issued = { ok: true as const, data: { orderReference: 'o-1', status: 'Approved', pointsRedeemed: 1, pointsBalance: 0 } };
    const { calls } = renderWith(<Redeem />, {
      answers: { issueReward: () => new Promise<ApiResult<unknown>>((resolve) => (release = () => resolve(issued))) },
    });
    const button = screen.getByRole('button', { name: 'Redeem' });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(button).toBeDisabled();
    expect(calls.filter((call) => call.id === 'issueReward')).toHaveLength(1);
    await act(async () => release());
    await waitFor(() => expect(button).toBeEnabled());
  });
});

describe('refreshAfter, while the page’s first read is under way', () => {
  /** A balance on screen whose first read answers when the test says, with what the API had read then. */
  function aBalanceReadInFlight(firstAnswer: ApiResult<unknown>, laterAnswer: ApiResult<unknown>) {
    let reads = 0;
    let answerFirstRead: () => void = () => undefined;
    const firstRead = new Promise<ApiResult<unknown>>((resolve) => (answerFirstRead = () => resolve(firstAnswer)));
    const view = renderWith(<Balance />, { answers: { points: () => (++reads === 1 ? firstRead : laterAnswer) } });
    return { ...view, answerFirstRead: () => answerFirstRead() };
  }

  it('reads the balance again once that read is in: its answer may predate the change', async () => {
    const { queryClient, calls, answerFirstRead } = aBalanceReadInFlight(balance(25), balance(30));
    await waitFor(() => expect(calls).toHaveLength(1));

    const refreshed = refreshAfter(queryClient, 'memberInteraction');
    answerFirstRead();
    await act(() => refreshed);

    expect(await screen.findByText('Balance 30')).toBeInTheDocument();
    expect(calls.filter((call) => call.id === 'points')).toHaveLength(2);
  });

  it('does not ask again after a first read that failed: its failure is shown once', async () => {
    const unavailable: ApiResult<unknown> = { ok: false, kind: 'unknown', code: 1000, status: 503, message: 'Service not available' };
    const { queryClient, calls, answerFirstRead } = aBalanceReadInFlight(unavailable, balance(30));
    await waitFor(() => expect(calls).toHaveLength(1));

    const refreshed = refreshAfter(queryClient, 'memberInteraction');
    answerFirstRead();
    await act(() => refreshed);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed with code 1000');
    expect(calls.filter((call) => call.id === 'points')).toHaveLength(1);
  });
});
