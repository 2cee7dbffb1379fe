import { useCurrentLocation } from '@maple/platform';
import { createFakeSiteApi, recognisedMemberState, signedInState } from '@maple/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '#src/testing/render-page.tsx';
import { aProfile, anOrder, aSample, failed, ok, theSamples } from '#src/testing/factories.ts';
import { SampleOrderWidget } from './sample-order-widget';

const LANDING = '/signup/downy-unstopables-sample/';
const onFile = aProfile({ line1: '12 Elgin St.', city: 'Ottawa', province: 'ON', postalCode: 'K1P5K7' });

function Where() {
  const { pathname, search } = useCurrentLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

function memberApi(answers: Parameters<typeof createFakeSiteApi>[0] = {}) {
  return createFakeSiteApi({
    sampleCampaigns: ok({ incentives: theSamples() }),
    getProfile: ok(onFile),
    orderSampleV2: ok(anOrder()),
    ...answers,
  });
}

async function confirmAndOrder() {
  await userEvent.click(await screen.findByLabelText('I confirm that my details are accurate'));
  await userEvent.click(screen.getByLabelText(/I agree that Maple Rewards uses my details/));
  await userEvent.click(screen.getByRole('button', { name: 'Order my sample' }));
}

describe('SampleOrderWidget (the sample-order parcel)', () => {
  it('shows a visitor the sample and asks them to sign in, for samples, coming back to the landing page', async () => {
    const { api } = createFakeSiteApi({ sampleCampaigns: ok({ incentives: theSamples() }) });
    const { props } = renderPage(<SampleOrderWidget incentiveId="SMP-DOWNY-UNSTOPABLES" />, { path: LANDING, props: { api } });

    expect(await screen.findByRole('heading', { level: 3, name: 'Downy Unstopables in-wash scent booster' })).toBeInTheDocument();
    // The landing page that mounts the parcel gives the region its heading.
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in or join to order your sample' }));

    expect(props.asked).toContainEqual({ command: 'promptLogin', argument: { reason: 'samples', returnTo: LANDING } });
  });

  it('asks the shell for a member’s data only when a member recognised on a campaign page starts their order', async () => {
    const { api, calls } = memberApi();
    const { props } = renderPage(<SampleOrderWidget incentiveId="SMP-DOWNY-UNSTOPABLES" />, {
      path: LANDING,
      props: { api, state: recognisedMemberState() },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Start my order' }));
    expect(props.asked).toEqual([{ command: 'resumeSession', argument: undefined }]);
    expect(calls.map((call) => call.id)).toEqual(['sampleCampaigns']);

    // The shell has read the member: the form, with the address on file.
    act(() => props.setSiteState(signedInState()));
    expect(await screen.findByText('We deliver to the address on file (it can’t be changed):')).toBeInTheDocument();
  });

  it('orders the sample for a member and gives the order number', async () => {
    const { api, calls } = memberApi();
    renderPage(<SampleOrderWidget incentiveId="SMP-DOWNY-UNSTOPABLES" />, { path: LANDING, props: { api, state: signedInState() } });

    expect(await screen.findByText('We deliver to the address on file (it can’t be changed):')).toBeInTheDocument();
    await confirmAndOrder();

    expect(await screen.findByRole('status')).toHaveTextContent('1 sample ordered of 1');
    expect(screen.getByText(/Your order number is SO-1A2B3C4D5E/)).toBeInTheDocument();
    expect(calls.find((call) => call.id === 'orderSampleV2')?.input).toEqual({ body: { incentiveId: 'SMP-DOWNY-UNSTOPABLES' } });
  });

  it('tells a member whose email address is not confirmed to confirm it first, in the page’s language', async () => {
    const unconfirmed = { ...onFile, traits: { ...onFile.traits, emailVerified: false } };
    const { api } = memberApi({ getProfile: ok(unconfirmed) });
    renderPage(<SampleOrderWidget incentiveId="SMP-DOWNY-UNSTOPABLES" />, {
      path: '/fr/inscrivez-vous/downy-unstopables-sample/',
      props: { api, state: signedInState() },
    });

    expect(await screen.findByText('Confirmez votre adresse courriel pour commander des échantillons')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renvoyer le lien de confirmation' })).toBeInTheDocument();
  });

  it('refuses a second order of the household with the spec’s message and code', async () => {
    const { api } = memberApi({ orderSampleV2: failed('sampleAlreadyOrdered', 1130, 422, 'You have already ordered the sample.') });
    renderPage(<SampleOrderWidget incentiveId="SMP-DOWNY-UNSTOPABLES" />, { path: LANDING, props: { api, state: signedInState() } });

    await confirmAndOrder();

    expect(await screen.findByRole('alert')).toHaveTextContent('You have already ordered the sample. (error code 1130)');
  });

  it('says a sample already ordered is ordered, without a form', async () => {
    const { api } = memberApi({ sampleCampaigns: ok({ incentives: [aSample({ status: 'alreadyOrdered' })] }) });
    renderPage(<SampleOrderWidget incentiveId="SMP-DOWNY-UNSTOPABLES" />, { path: LANDING, props: { api, state: signedInState() } });

    expect(await screen.findByText('You have already ordered the sample.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Order my sample' })).not.toBeInTheDocument();
  });

  it('goes to the out-of-stock screen when the sample ran out as it was ordered', async () => {
    const { api } = memberApi({ orderSampleV2: failed('rewardOutOfStock', 1131, 422, 'Reward out of stock') });
    renderPage(
      <>
        <SampleOrderWidget incentiveId="SMP-DOWNY-UNSTOPABLES" />
        <Where />
      </>,
      { path: LANDING, props: { api, state: signedInState() } },
    );

    await confirmAndOrder();

    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/out-of-stock/?sample=SMP-DOWNY-UNSTOPABLES'),
    );
  });

  it('links an out-of-stock sample to what to do instead', async () => {
    const { api } = memberApi();
    renderPage(<SampleOrderWidget incentiveId="SMP-CREST-3DWHITE" />, { path: LANDING, props: { api, state: signedInState() } });

    expect(await screen.findByText('This sample is out of stock.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'What you can do instead' })).toHaveAttribute('href', '/out-of-stock/');
  });

  it.each([[undefined], [42], ['not an id!'], ['SMP-NOTHING']])('says a sample it cannot find (%p) is not offered', async (incentiveId) => {
    const { api } = memberApi();
    renderPage(<SampleOrderWidget incentiveId={incentiveId} />, { path: LANDING, props: { api, state: signedInState() } });

    expect(await screen.findByText('This sample isn’t offered any more.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the other free samples' })).toHaveAttribute('href', '/samples');
  });

  it('speaks the page’s language', async () => {
    const { api } = createFakeSiteApi({ sampleCampaigns: ok({ incentives: theSamples() }) });
    renderPage(<SampleOrderWidget incentiveId="SMP-DOWNY-UNSTOPABLES" />, {
      path: '/fr/inscrivez-vous/echantillon-downy-unstopables/',
      props: { api },
    });

    expect(await screen.findByRole('button', { name: 'Se connecter ou s’inscrire pour commander votre échantillon' })).toBeInTheDocument();
  });
});
