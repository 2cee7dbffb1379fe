import { useCurrentLocation } from '@maple/platform';
import { aProfile as aMemberProfile, createFakeSiteApi, signedInState } from '@maple/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '#src/testing/render-page.tsx';
import { aProfile, anOrder, aSample, failed, ok, theSamples } from '#src/testing/factories.ts';
import { SamplesPage } from './samples-page';

function Where() {
  const { pathname, search } = useCurrentLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

// Typing a whole address, key by key, takes a few seconds in jsdom.
jest.setTimeout(20_000);

beforeEach(() => {
  localStorage.clear();
  Element.prototype.scrollIntoView = jest.fn();
});

function memberApi(answers: Parameters<typeof createFakeSiteApi>[0] = {}) {
  return createFakeSiteApi({
    sampleCampaigns: ok({ incentives: theSamples() }),
    getProfile: ok(aProfile()),
    consumerIncentives: ok({ orders: [] }),
    updateAddress: ok(aProfile({ line1: '12 Elgin St.', city: 'Ottawa', province: 'ON', postalCode: 'K1P5K7' })),
    orderSampleV2: ok(anOrder()),
    ...answers,
  });
}

async function fillAddress(postalCode = 'k1p 5k7') {
  await userEvent.type(await screen.findByLabelText('Street address'), '12 Elgin St.');
  await userEvent.type(screen.getByLabelText('City'), 'Ottawa');
  await userEvent.selectOptions(screen.getByLabelText('Province or territory'), 'ON');
  await userEvent.type(screen.getByLabelText('Postal code'), postalCode);
}

async function tickBoth() {
  await userEvent.click(await screen.findByLabelText('I confirm that my details are accurate'));
  await userEvent.click(screen.getByLabelText(/I agree that Maple Rewards uses my details/));
}

describe('SamplesPage for a visitor', () => {
  it('lists the samples and where each stands, and asks a visitor who adds one to sign in', async () => {
    const { api } = createFakeSiteApi({ sampleCampaigns: ok({ incentives: theSamples() }) });
    const { props } = renderPage(<SamplesPage />, { path: '/samples', props: { api } });

    expect(screen.getByRole('heading', { level: 1, name: 'Free samples' })).toBeInTheDocument();
    const crest = (await screen.findByRole('heading', { name: 'Crest 3D White toothpaste' })).closest('li') as HTMLElement;
    expect(within(crest).getByText('Out of stock')).toBeInTheDocument();
    expect(within(crest).getByRole('img', { name: 'A package of Crest 3D White toothpaste' })).toHaveAttribute('loading', 'lazy');
    expect(within(crest).getByRole('link', { name: /^What you can do instead/ })).toHaveAttribute('href', '/out-of-stock/');
    await userEvent.click(screen.getByRole('button', { name: /^Add to my basket – Downy/ }));

    expect(props.asked).toContainEqual({ command: 'promptLogin', argument: { reason: 'samples', returnTo: '/samples' } });
    expect(localStorage.getItem('sampleBasket')).toBeNull();
    expect(screen.getByText('One sample per member or household.')).toBeInTheDocument();
  });

  it('says the same in French', async () => {
    const { api } = createFakeSiteApi({ sampleCampaigns: ok({ incentives: theSamples() }) });
    renderPage(<SamplesPage />, { path: '/fr/echantillons', props: { api } });

    expect(screen.getByRole('heading', { level: 1, name: 'Échantillons gratuits' })).toBeInTheDocument();
    expect(await screen.findByText('En rupture de stock')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Ajouter à mon panier/ })).toHaveLength(2);
    expect(screen.getByText('Un échantillon par membre ou par foyer.')).toBeInTheDocument();
  });

  it('says why the samples did not load, with the error code', async () => {
    const { api } = createFakeSiteApi({
      sampleCampaigns: failed('rateLimitExceeded', 1141, 429, 'Rate limit is exceeded. Try again in 1 seconds.'),
    });
    renderPage(<SamplesPage />, { path: '/samples', props: { api } });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The sample service is busy. Wait a moment, then try again. Error code 1141');
  });
});

describe('SamplesPage for a member', () => {
  it('keeps chosen samples in the sample basket, and orders them with a new delivery address', async () => {
    const { api, calls } = memberApi();
    renderPage(<SamplesPage />, { path: '/samples', props: { api, state: signedInState() } });

    await userEvent.click(await screen.findByRole('button', { name: /^Add to my basket – Downy/ }));
    expect(JSON.parse(localStorage.getItem('sampleBasket') ?? '[]')).toEqual(['SMP-DOWNY-UNSTOPABLES']);
    const order = screen.getByRole('region', { name: 'Order your samples' });
    expect(
      within(order).getByText('Your delivery address can’t be changed after you submit your order, so check it carefully.'),
    ).toBeInTheDocument();
    expect(within(order).getByLabelText('First name')).toHaveValue('Ada');
    await fillAddress();
    await tickBoth();
    await userEvent.click(within(order).getByRole('button', { name: 'Order my sample' }));

    expect(
      await screen.findByText(/Downy Unstopables in-wash scent booster: ordered. Your order number is SO-1A2B3C4D5E./),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.id === 'updateAddress')?.input).toEqual({
      body: {
        firstname: 'Ada',
        lastname: 'Lovelace',
        addressStreet1: '12 Elgin St.',
        addressStreet2: ' ',
        city: 'Ottawa',
        zipcode: 'K1P5K7',
        state: 'ON',
      },
    });
    expect(calls.find((call) => call.id === 'orderSampleV2')).toEqual({
      id: 'orderSampleV2',
      input: { body: { incentiveId: 'SMP-DOWNY-UNSTOPABLES' } },
      options: { errors: 'inline' },
    });
    expect(localStorage.getItem('sampleBasket')).toBeNull();
  });

  it('refuses to order without the address rules and both boxes, saying what to fix', async () => {
    localStorage.setItem('sampleBasket', JSON.stringify(['SMP-DOWNY-UNSTOPABLES']));
    const { api, calls } = memberApi();
    renderPage(<SamplesPage />, { path: '/samples', props: { api, state: signedInState() } });

    await fillAddress('H2X 1Y4');
    await userEvent.click(await screen.findByRole('button', { name: 'Order my sample' }));

    const summary = await screen.findByRole('group', { name: /Your order can’t be sent yet/ });
    expect(summary).toHaveTextContent('This postal code is not in Ontario: check the postal code or the province.');
    expect(summary).toHaveTextContent('Confirm that your details are accurate.');
    expect(summary).toHaveTextContent('Agree to the use of your details, or choose “I don’t agree”.');
    expect(calls.some((call) => call.id === 'updateAddress' || call.id === 'orderSampleV2')).toBe(false);
  });

  it('orders with the address on file, which it shows and does not send again', async () => {
    localStorage.setItem('sampleBasket', JSON.stringify(['SMP-DOWNY-UNSTOPABLES', 'SMP-OLAY-REGENERIST']));
    const profile = aProfile({ line1: 'Apt 1, 12 Elgin Street', city: 'Ottawa', province: 'ON', postalCode: 'K1P5K7' });
    const { api, calls } = memberApi({
      getProfile: ok(profile),
      orderSampleV2: (input) => ok(anOrder({ incentiveId: (input as { body: { incentiveId: string } }).body.incentiveId })),
    });
    renderPage(<SamplesPage />, { path: '/samples', props: { api, state: signedInState() } });

    expect(await screen.findByText('We deliver to the address on file (it can’t be changed):')).toBeInTheDocument();
    expect(screen.getByText('Apt 1, 12 Elgin Street').closest('address')).toHaveTextContent('Ottawa, Ontario');
    expect(screen.queryByLabelText('Street address')).not.toBeInTheDocument();
    await tickBoth();
    await userEvent.click(screen.getByRole('button', { name: 'Order my 2 samples' }));

    expect(await screen.findByText('2 samples ordered of 2')).toBeInTheDocument();
    expect(calls.filter((call) => call.id === 'orderSampleV2')).toHaveLength(2);
    expect(calls.some((call) => call.id === 'updateAddress')).toBe(false);
  });

  it('says “You have already ordered the sample.” with its code when the household already has it', async () => {
    localStorage.setItem('sampleBasket', JSON.stringify(['SMP-DOWNY-UNSTOPABLES']));
    let listed = 0;
    const { api } = memberApi({
      // Another member of the household ordered it since the list was loaded.
      sampleCampaigns: () => ok({ incentives: ++listed === 1 ? theSamples() : [aSample({ status: 'alreadyOrdered' })] }),
      getProfile: ok(aProfile({ line1: '12 Elgin St.', city: 'Ottawa', province: 'ON', postalCode: 'K1P5K7' })),
      orderSampleV2: failed('sampleAlreadyOrdered', 1130, 422, 'You have already ordered the sample.'),
    });
    renderPage(<SamplesPage />, { path: '/samples', props: { api, state: signedInState() } });

    await tickBoth();
    await userEvent.click(await screen.findByRole('button', { name: 'Order my sample' }));

    const result = await screen.findByRole('alert');
    expect(result).toHaveTextContent('Your sample order was not placed');
    expect(result).toHaveTextContent('Downy Unstopables in-wash scent booster: You have already ordered the sample. (error code 1130)');
    expect(localStorage.getItem('sampleBasket')).toBeNull();
    // The list is asked again, and shows the sample as it now stands.
    expect(await screen.findByText('Already ordered')).toBeInTheDocument();
  });

  it('says why a building that had its share of the sample gets no more, with the code, in both languages', async () => {
    for (const [path, said] of [
      ['/samples', 'We have already sent this sample to 10 homes at your street address, the most one building can receive'],
      ['/fr/echantillons', 'Nous avons déjà envoyé cet échantillon à 10 logements à votre adresse municipale'],
    ] as const) {
      localStorage.setItem('sampleBasket', JSON.stringify(['SMP-DOWNY-UNSTOPABLES']));
      const { api } = memberApi({
        getProfile: ok(aProfile({ line1: '88 Sparks St', line2: 'Apt 11', city: 'Ottawa', province: 'ON', postalCode: 'K1P5B9' })),
        orderSampleV2: failed('sampleAddressLimitReached', 1295, 422, 'Sample limit reached at this address'),
      });
      const { unmount } = renderPage(<SamplesPage />, { path, props: { api, state: signedInState() } });

      await userEvent.click(
        await screen.findByLabelText(/^(I confirm that my details are accurate|Je confirme que mes renseignements sont exacts)$/),
      );
      await userEvent.click(
        screen.getByLabelText(/^(I agree that Maple Rewards uses my details|J’accepte que Maple Rewards utilise mes renseignements)/),
      );
      await userEvent.click(screen.getByRole('button', { name: /^(Order my sample|Commander mon échantillon)$/ }));

      const refusal = await screen.findByRole('alert');
      expect(refusal).toHaveTextContent(said);
      expect(refusal).toHaveTextContent(/1295/);
      expect(localStorage.getItem('sampleBasket')).toBeNull();
      unmount();
    }
  });

  it('goes to the out-of-stock screen when the sample ran out', async () => {
    localStorage.setItem('sampleBasket', JSON.stringify(['SMP-DOWNY-UNSTOPABLES']));
    const { api } = memberApi({
      getProfile: ok(aProfile({ line1: '12 Elgin St.', city: 'Ottawa', province: 'ON', postalCode: 'K1P5K7' })),
      orderSampleV2: failed('rewardOutOfStock', 1131, 422, 'Reward out of stock'),
    });
    renderPage(
      <>
        <SamplesPage />
        <Where />
      </>,
      { path: '/samples', props: { api, state: signedInState() } },
    );

    await tickBoth();
    await userEvent.click(await screen.findByRole('button', { name: 'Order my sample' }));

    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/out-of-stock/?sample=SMP-DOWNY-UNSTOPABLES'),
    );
  });

  it('keeps the basket and what was typed when the member does not agree', async () => {
    localStorage.setItem('sampleBasket', JSON.stringify(['SMP-DOWNY-UNSTOPABLES']));
    const { api, calls } = memberApi();
    renderPage(<SamplesPage />, { path: '/samples', props: { api, state: signedInState() } });

    await userEvent.type(await screen.findByLabelText('Street address'), '12 Elgin St.');
    await userEvent.click(screen.getByRole('button', { name: 'I don’t agree' }));

    expect(screen.getByText(/Without your agreement we can’t send samples/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Order my sample' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Review my order again' }));
    expect(screen.getByLabelText('Street address')).toHaveValue('12 Elgin St.');
    expect(localStorage.getItem('sampleBasket')).toBe('["SMP-DOWNY-UNSTOPABLES"]');
    expect(calls.some((call) => call.id === 'orderSampleV2')).toBe(false);
  });

  it('says with its code why the address was refused, and orders nothing', async () => {
    localStorage.setItem('sampleBasket', JSON.stringify(['SMP-DOWNY-UNSTOPABLES']));
    const { api, calls } = memberApi({ updateAddress: failed('unprocessableEntity', 1104, 422, 'Unprocessable entity') });
    renderPage(<SamplesPage />, { path: '/samples', props: { api, state: signedInState() } });

    await fillAddress();
    await tickBoth();
    await userEvent.click(screen.getByRole('button', { name: 'Order my sample' }));

    expect(await screen.findByRole('group', { name: /Your order can’t be sent yet/ })).toHaveTextContent(
      'an address on file can’t be changed. Contact us if it is wrong. (error code 1104)',
    );
    expect(calls.some((call) => call.id === 'orderSampleV2')).toBe(false);
  });

  it('lists the member’s sample orders', async () => {
    const { api, calls } = memberApi({ consumerIncentives: ok({ orders: [anOrder()] }) });
    renderPage(<SamplesPage />, { path: '/samples', props: { api, state: signedInState() } });

    const orders = screen.getByRole('region', { name: 'Your sample orders' });
    expect(await within(orders).findByText('Downy Unstopables in-wash scent booster')).toBeInTheDocument();
    expect(within(orders).getByText('SO-1A2B3C4D5E')).toBeInTheDocument();
    expect(within(orders).getByText('November 22, 2026')).toBeInTheDocument();
    expect(calls.find((call) => call.id === 'consumerIncentives')?.input).toEqual({ params: { consumerId: 'c-ada' } });
  });

  it('drops from the basket a sample that can no longer be ordered, and empties it at sign-out', async () => {
    localStorage.setItem('sampleBasket', JSON.stringify(['SMP-CREST-3DWHITE', 'SMP-OLAY-REGENERIST']));
    const { props } = renderPage(<SamplesPage />, { path: '/samples', props: { api: memberApi().api, state: signedInState() } });

    await waitFor(() => expect(localStorage.getItem('sampleBasket')).toBe('["SMP-OLAY-REGENERIST"]'));
    localStorage.removeItem('sampleBasket');
    act(() => props.bus.emit('session:signed-out', { reason: 'member' }));
    expect(screen.queryByRole('region', { name: 'Order your samples' })).not.toBeInTheDocument();
  });

  it('orders in French, with French messages', async () => {
    localStorage.setItem('sampleBasket', JSON.stringify(['SMP-DOWNY-UNSTOPABLES']));
    const { api } = memberApi({
      sampleCampaigns: ok({ incentives: [aSample({ name: 'Rehausseur de parfum Downy Unstopables' })] }),
      orderSampleV2: failed('sampleAlreadyOrdered', 1130, 422, 'You have already ordered the sample.'),
    });
    renderPage(<SamplesPage />, { path: '/fr/echantillons', props: { api, state: signedInState() } });

    await fillAddressInFrench();
    await userEvent.click(screen.getByLabelText('Je confirme que mes renseignements sont exacts'));
    await userEvent.click(screen.getByLabelText(/J’accepte que Maple Rewards utilise mes renseignements/));
    await userEvent.click(screen.getByRole('button', { name: 'Commander mon échantillon' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Vous avez déjà commandé l’échantillon. (code d’erreur 1130)');
  });
});

async function fillAddressInFrench() {
  await userEvent.type(await screen.findByLabelText('Adresse municipale'), '12, rue Elgin');
  await userEvent.type(screen.getByLabelText('Ville'), 'Ottawa');
  await userEvent.selectOptions(screen.getByLabelText('Province ou territoire'), 'ON');
  await userEvent.type(screen.getByLabelText('Code postal'), 'K1P5K7');
}

describe('SamplesPage for a member not yet in good standing', () => {
  const unconfirmed = aMemberProfile({ traits: { emailVerified: false } });

  it('tells a member whose email address is not confirmed to confirm it, and sends the link again', async () => {
    const { api, calls } = memberApi({ getProfile: ok(unconfirmed), resendVerificationEmail: ok({ ok: true }) });
    renderPage(<SamplesPage />, { path: '/samples', props: { api, state: signedInState() } });

    const notice = (await screen.findByText('Confirm your email address to order samples')).closest('[role="note"]') as HTMLElement;
    expect(notice).toHaveTextContent('We send samples to members who have confirmed their email address.');
    expect(within(notice).getByRole('link', { name: 'See your email address in My account' })).toHaveAttribute('href', '/my-account');
    await userEvent.click(within(notice).getByRole('button', { name: 'Send the confirmation link again' }));

    expect(await within(notice).findByText(/We sent the link again/)).toBeInTheDocument();
    expect(calls.some((call) => call.id === 'resendVerificationEmail')).toBe(true);
  });

  it('says it in French, and says nothing to a member in good standing', async () => {
    const { api } = memberApi({ getProfile: ok(unconfirmed) });
    renderPage(<SamplesPage />, { path: '/fr/echantillons', props: { api, state: signedInState() } });

    expect(await screen.findByText('Confirmez votre adresse courriel pour commander des échantillons')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir votre adresse courriel dans Mon compte' })).toHaveAttribute('href', '/fr/mon-compte');

    const confirmed = memberApi();
    renderPage(<SamplesPage />, { path: '/samples', props: { api: confirmed.api, state: signedInState() } });
    expect(await screen.findByText('Crest 3D White toothpaste')).toBeInTheDocument();
    expect(screen.queryByText('Confirm your email address to order samples')).not.toBeInTheDocument();
  });

  it('tells a member who has not finished joining how to finish', async () => {
    const { api } = memberApi({ getProfile: ok(aMemberProfile({ enrolledForRewards: false })) });
    renderPage(<SamplesPage />, { path: '/samples', props: { api, state: signedInState() } });

    expect(await screen.findByText('Finish joining Maple Rewards to order samples')).toBeInTheDocument();
    expect(screen.getByText(/Sign out, then sign in again to finish joining/)).toBeInTheDocument();
  });

  it('says why an order was refused for an unconfirmed address, with its code, and keeps the sample in the basket', async () => {
    localStorage.setItem('sampleBasket', JSON.stringify(['SMP-DOWNY-UNSTOPABLES']));
    const { api } = memberApi({
      getProfile: ok(aProfile({ line1: '12 Elgin St.', city: 'Ottawa', province: 'ON', postalCode: 'K1P5K7' })),
      orderSampleV2: failed('emailNotVerified', 1294, 403, 'Email not verified'),
    });
    renderPage(<SamplesPage />, { path: '/samples', props: { api, state: signedInState() } });

    await tickBoth();
    await userEvent.click(await screen.findByRole('button', { name: 'Order my sample' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Downy Unstopables in-wash scent booster: Confirm your email address first: follow the link we emailed you when you joined, then order again. (error code 1294)',
    );
    expect(localStorage.getItem('sampleBasket')).toBe('["SMP-DOWNY-UNSTOPABLES"]');
  });
});
