import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { aProfile, createFakeSiteApi, createTestQueryClient, renderRemotePage, signedInState, siteQueryClientOf } from '@maple/testing';
import { apiQueryKey, STALE_TIMES } from '@maple/contracts';
import { useNavigateTo } from './navigation-hooks';
import { useEmailConfirmed } from './use-email-confirmed';

function Confirmation() {
  const confirmed = useEmailConfirmed();
  const navigate = useNavigateTo();
  return (
    <>
      <p>{confirmed === undefined ? 'unknown' : confirmed ? 'confirmed' : 'not confirmed'}</p>
      <button onClick={() => navigate('/rewards/')}>next page</button>
    </>
  );
}

const profileOf = (emailVerified: boolean) => ({ ok: true as const, data: aProfile({ traits: { emailVerified } }) });
const render = (api: ReturnType<typeof createFakeSiteApi>['api'], state = signedInState()) =>
  renderRemotePage(<Confirmation />, { app: 'account', messages: { 'en-CA': {}, 'fr-CA': {} }, props: { api, state } });

describe('useEmailConfirmed', () => {
  afterEach(() => jest.restoreAllMocks());

  it('knows nothing of a visitor, and asks nothing', () => {
    const { api, calls } = createFakeSiteApi({ getProfile: profileOf(true) });
    render(api, {});
    expect(screen.getByText('unknown')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('reads the member’s profile', async () => {
    render(createFakeSiteApi({ getProfile: profileOf(true) }).api);
    expect(await screen.findByText('confirmed')).toBeInTheDocument();
  });

  it('asks again on the next page, once its answer is stale, while the address is not confirmed', async () => {
    let verified = false;
    const { api, calls } = createFakeSiteApi({ getProfile: () => profileOf(verified) });
    render(api);
    expect(await screen.findByText('not confirmed')).toBeInTheDocument();

    verified = true;
    const later = Date.now() + STALE_TIMES.default + 1;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    act(() => screen.getByRole('button', { name: 'next page' }).click());

    expect(await screen.findByText('confirmed')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.id === 'getProfile')).toHaveLength(2));
  });

  it('asks nothing more on a page change within the site within the stale time', async () => {
    const { api, calls } = createFakeSiteApi({ getProfile: profileOf(false) });
    render(api);
    expect(await screen.findByText('not confirmed')).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'next page' }).click());

    expect(calls.filter((call) => call.id === 'getProfile')).toHaveLength(1);
  });

  it('asks again on a new page load, however fresh the kept answer, while the address is not confirmed', async () => {
    // The tab kept the profile read moments ago (decision 020), unconfirmed then.
    const client = createTestQueryClient();
    client.setQueryData(
      apiQueryKey('getProfile', undefined, { locale: 'en-CA', consumerId: 'c-ada' }),
      aProfile({ traits: { emailVerified: false } }),
    );
    const { api, calls } = createFakeSiteApi({ getProfile: profileOf(true) });
    renderRemotePage(<Confirmation />, {
      app: 'account',
      messages: { 'en-CA': {}, 'fr-CA': {} },
      props: { api, state: signedInState(), queryClient: siteQueryClientOf(client) },
    });

    expect(await screen.findByText('confirmed')).toBeInTheDocument();
    expect(calls.filter((call) => call.id === 'getProfile')).toHaveLength(1);
  });

  it('asks again when the member comes back to the tab, however fresh its answer, while the address is not confirmed', async () => {
    let verified = false;
    const { api } = createFakeSiteApi({ getProfile: () => profileOf(verified) });
    const page = render(api);
    const cache = await page.props.queryClient.load();
    cache.mount();
    expect(await screen.findByText('not confirmed')).toBeInTheDocument();

    verified = true;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });

    expect(await screen.findByText('confirmed')).toBeInTheDocument();
    cache.unmount();
  });
});
