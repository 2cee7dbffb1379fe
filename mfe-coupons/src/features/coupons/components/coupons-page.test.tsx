import { createEventBus } from '@maple/contracts';
import { createFakeSiteApi, signedInState } from '@maple/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '#src/testing/render-page.tsx';
import { aPrintedCoupon, anOffer, couponsSettings, everyChannel, failed, ok } from '#src/testing/factories.ts';
import { CouponsPage } from './coupons-page';

beforeEach(() => {
  localStorage.clear();
  Element.prototype.scrollIntoView = jest.fn();
  jest.spyOn(window, 'print').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

function visitorApi() {
  return createFakeSiteApi({ anonymousOffers: ok({ offers: everyChannel() }) });
}

function memberApi(answers: Parameters<typeof createFakeSiteApi>[0] = {}) {
  return createFakeSiteApi({ memberOffers: ok({ offers: everyChannel({ forMember: true }) }), ...answers });
}

describe('CouponsPage for a visitor', () => {
  it('pictures each offer’s product, and shows a placeholder where a picture is missing', async () => {
    const offers = [anOffer(), anOffer({ offerId: 'OFF-PRINT-PAMPERS-4', brand: 'Pampers', title: 'Save $4 on Pampers', image: null })];
    renderPage(<CouponsPage />, { path: '/coupons/', props: { api: createFakeSiteApi({ anonymousOffers: ok({ offers }) }).api } });

    const print = screen.getByRole('region', { name: 'Print coupons' });
    expect(await within(print).findByRole('img', { name: 'A package of Tide beside a coupon' })).toHaveAttribute('loading', 'lazy');
    expect(within(print).getAllByRole('listitem')).toHaveLength(2);
    expect(within(print).getAllByRole('img')).toHaveLength(1);
  });

  it('shows the anonymous offers by channel, with their limits explained before anyone tries', async () => {
    renderPage(<CouponsPage />, { path: '/coupons/', props: { api: visitorApi().api } });

    expect(screen.getByRole('heading', { level: 1, name: 'Coupons' })).toBeInTheDocument();
    const print = screen.getByRole('region', { name: 'Print coupons' });
    expect(await within(print).findByRole('heading', { name: 'Save $3 on Tide PODS' })).toBeInTheDocument();
    expect(within(print).getByText('You can print this coupon 2 times.')).toBeInTheDocument();
    expect(within(print).getByText('Expires March 31, 2027')).toBeInTheDocument();
    expect(within(print).queryByText('Save $4 on Pampers Swaddlers')).not.toBeInTheDocument();
    const retail = screen.getByRole('region', { name: 'Retail partner' });
    expect(within(retail).getByText('Limit of 1 coupon per transaction.')).toBeInTheDocument();
    expect(within(retail).getByRole('heading', { level: 4, name: '$5 cash back on Gillette Fusion5 razors' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Loyalty-card offers' }).closest('#optimumCards')).not.toBeNull();
  });

  it('asks a visitor who clips a coupon to sign in, for coupons, and clips nothing', async () => {
    const { props } = renderPage(<CouponsPage />, { path: '/coupons/', props: { api: visitorApi().api } });

    await userEvent.click(await screen.findByRole('button', { name: /^Clip coupon – Save \$3 on Tide PODS/ }));

    expect(props.asked).toContainEqual({ command: 'promptLogin', argument: { reason: 'coupons', returnTo: '/coupons/' } });
    expect(localStorage.getItem('basket')).toBeNull();
  });

  it('shows an opted-out member everyone’s offers and how to opt back in, never to sign in or join', async () => {
    renderPage(<CouponsPage />, { path: '/fr/bons-rabais/', props: { api: visitorApi().api, state: signedInState({ optedOut: true }) } });

    expect(screen.getByText('Votre adhésion est inactive')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Me réinscrire' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Se connecter ou s’inscrire/ })).not.toBeInTheDocument();
    const print = screen.getByRole('region', { name: 'Bons de réduction à imprimer' });
    expect(await within(print).findByRole('heading', { name: 'Save $3 on Tide PODS' })).toBeInTheDocument();
  });

  it('shows promo codes in full and copies them', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage(<CouponsPage />, { path: '/coupons/', props: { api: visitorApi().api } });

    const promo = screen.getByRole('region', { name: 'Promo codes' });
    expect(await within(promo).findByText('OLAYMAPLE25')).toBeInTheDocument();
    await userEvent.click(within(promo).getByRole('button', { name: /^Copy the code/ }));

    expect(writeText).toHaveBeenCalledWith('OLAYMAPLE25');
    expect(within(promo).getByRole('status')).toHaveTextContent('Code OLAYMAPLE25 copied: paste it at checkout.');
  });

  it('selects the code when the browser refuses to copy it', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    renderPage(<CouponsPage />, { path: '/coupons/', props: { api: visitorApi().api } });

    await userEvent.click(await screen.findByRole('button', { name: /^Copy the code/ }));

    expect(screen.getByText(/Your browser did not let us copy it/)).toBeInTheDocument();
    expect(window.getSelection()?.toString()).toBe('OLAYMAPLE25');
  });

  it('opens the partners’ pages of this environment, from its settings, in a new tab without handing them this page', async () => {
    renderPage(<CouponsPage />, { path: '/coupons/', props: { api: visitorApi().api, settings: couponsSettings() } });

    const razor = await screen.findByRole('link', { name: /^Get this offer – \$5 cash back on Gillette/ });
    expect(razor).toHaveAttribute('href', 'https://partner.example/en/razor');
    expect(razor).toHaveAttribute('target', '_blank');
    expect(razor).toHaveAttribute('rel', 'noopener noreferrer');
    expect(razor).toHaveAccessibleName(/opens the partner’s site in a new tab/);
    expect(screen.getByRole('link', { name: /^Sign in to your loyalty card/ })).toHaveAttribute(
      'href',
      'https://partner.example/en/loyaltyLogin',
    );
  });

  it('shows the offers without partner links where the deployment gives no partner pages', async () => {
    renderPage(<CouponsPage />, { path: '/coupons/', props: { api: visitorApi().api, settings: {} } });

    expect(await screen.findByRole('heading', { name: '$5 cash back on Gillette Fusion5 razors' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Get this offer – \$5 cash back/ })).not.toBeInTheDocument();
  });

  it('shows no partner link that is not https, nor any from settings that break their schema', async () => {
    const unsafe = couponsSettings({ razor: { 'en-CA': 'javascript:alert(1)', 'fr-CA': 'http://partner.example/fr' } });
    const { unmount } = renderPage(<CouponsPage />, { path: '/coupons/', props: { api: visitorApi().api, settings: unsafe } });
    expect(await screen.findByRole('heading', { name: '$5 cash back on Gillette Fusion5 razors' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Get this offer – \$5 cash back/ })).not.toBeInTheDocument();
    unmount();

    renderPage(<CouponsPage />, { path: '/coupons/', props: { api: visitorApi().api, settings: { couponPages: 'everywhere' } } });
    expect(await screen.findByRole('heading', { name: '$5 cash back on Gillette Fusion5 razors' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Sign in to your loyalty card/ })).not.toBeInTheDocument();
  });

  it('says why the offers did not load, with the error code, and tries again', async () => {
    let calls = 0;
    const { api } = createFakeSiteApi({
      anonymousOffers: () =>
        ++calls === 1 ? failed('serviceNotAvailable', 1250, 503, 'Service not available') : ok({ offers: everyChannel() }),
    });
    renderPage(<CouponsPage />, { path: '/coupons/', props: { api } });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load the coupons');
    expect(alert).toHaveTextContent('The coupon service is not available right now. Try again later. Error code 1250');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Save $3 on Tide PODS' })).toBeInTheDocument();
  });

  it('is in French on the French path', async () => {
    const { api } = createFakeSiteApi({ anonymousOffers: ok({ offers: everyChannel() }) });
    renderPage(<CouponsPage />, { path: '/fr/bons-rabais/', props: { api, settings: couponsSettings() } });

    expect(screen.getByRole('heading', { level: 1, name: 'Bons de réduction' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Offres pour carte de fidélité' })).toBeInTheDocument();
    expect(screen.getByText('Limite de 1 bon de réduction par transaction.')).toBeInTheDocument();
    expect(await screen.findByText('Vous pouvez imprimer ce bon 2 fois.')).toBeInTheDocument();
    expect(screen.getAllByText('Expire le 31 mars 2027').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /^Découper le bon/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^Me connecter à ma carte de fidélité/ })).toHaveAttribute(
      'href',
      'https://partner.example/fr/loyaltyLogin',
    );
  });

  it('shows the print screen’s sign-in to a visitor on ?printCoupons', async () => {
    const { props } = renderPage(<CouponsPage />, { path: '/coupons/?printCoupons', props: { api: visitorApi().api } });

    expect(await screen.findByRole('heading', { name: 'Print your coupons' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in or join' }));
    expect(props.asked).toContainEqual({ command: 'promptLogin', argument: { reason: 'coupons', returnTo: '/coupons/?printCoupons' } });
  });
});

describe('CouponsPage for a member', () => {
  it('clips print coupons into the basket, kept in local storage, and counts them', async () => {
    renderPage(<CouponsPage />, { path: '/coupons/', props: { api: memberApi().api, state: signedInState() } });

    expect(await screen.findByText('2 prints left of 2.')).toBeInTheDocument();
    expect(screen.getByText('1 print left of 1.')).toBeInTheDocument();
    expect(screen.getAllByText('Members only')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: /^Clip coupon – Save \$3 on Tide PODS/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Clip coupon – Save \$4 on Pampers/ }));

    expect(screen.getByText('2 coupons clipped')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('basket') ?? '[]')).toEqual(['OFF-PRINT-TIDE-3', 'OFF-PRINT-PAMPERS-4']);
    await userEvent.click(screen.getByRole('button', { name: /^Remove from basket – Save \$3 on Tide PODS/ }));
    expect(screen.getByText('1 coupon clipped')).toBeInTheDocument();
  });

  it('offers no clip for a coupon printed to its limit, and drops it from the basket, saying so', async () => {
    localStorage.setItem('basket', JSON.stringify(['OFF-PRINT-PAMPERS-4', 'OFF-PRINT-TIDE-3']));
    const offers = everyChannel({ forMember: true }).map((offer) =>
      offer.offerId === 'OFF-PRINT-PAMPERS-4' ? { ...offer, printsLeft: 0 } : offer,
    );
    const { api } = createFakeSiteApi({ memberOffers: ok({ offers }) });
    renderPage(<CouponsPage />, { path: '/coupons/', props: { api, state: signedInState() } });

    expect(await screen.findByText('You have printed this coupon: it can be printed once.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save \$4 on Pampers/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('1 coupon left your basket: it can’t be printed any more.');
    expect(JSON.parse(localStorage.getItem('basket') ?? '[]')).toEqual(['OFF-PRINT-TIDE-3']);
  });

  it('prints the clipped coupons through PrintService and shows each with its barcode, code, expiry and serial', async () => {
    localStorage.setItem('basket', JSON.stringify(['OFF-PRINT-TIDE-3']));
    const { api, calls } = memberApi({
      printCoupons: ok({ printJobId: 'PJ-0A1B2C3D4E', offerIds: ['OFF-PRINT-TIDE-3'], coupons: [aPrintedCoupon()] }),
    });
    renderPage(<CouponsPage />, { path: '/coupons/', props: { api, state: signedInState() } });

    await userEvent.click(await screen.findByRole('button', { name: 'Print my coupons' }));
    const view = screen.getByRole('region', { name: 'Print your coupons' });
    expect(within(view).getByText('Save $3 on Tide PODS')).toBeInTheDocument();
    expect(within(view).getByText(/2 prints left/)).toBeInTheDocument();
    await userEvent.click(within(view).getByRole('button', { name: 'Print 1 coupon' }));

    const sheet = await screen.findByRole('list', { name: 'Your printed coupons' });
    expect(within(sheet).getByRole('img', { name: 'Barcode 5 37000 31003 2' })).toBeInTheDocument();
    expect(within(sheet).getByText('5 37000 31003 2')).toBeInTheDocument();
    expect(within(sheet).getByText('March 31, 2027')).toBeInTheDocument();
    expect(within(sheet).getByText('PJ-0A1B2C3D4E-1')).toBeInTheDocument();
    expect(calls.find((call) => call.id === 'printCoupons')?.input).toEqual({ body: { offerIds: ['OFF-PRINT-TIDE-3'] } });
    expect(calls.find((call) => call.id === 'printCoupons')?.options).toEqual({ errors: 'inline' });
    expect(window.print).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('basket')).toBeNull();
  });

  it('says inline, with its code, why a print job was refused', async () => {
    localStorage.setItem('basket', JSON.stringify(['OFF-PRINT-TIDE-3']));
    const { api } = memberApi({ printCoupons: failed('unprocessableEntity', 1258, 422, 'Unprocessable entity') });
    renderPage(<CouponsPage />, { path: '/coupons/?printCoupons', props: { api, state: signedInState() } });

    await userEvent.click(await screen.findByRole('button', { name: 'Print 1 coupon' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your coupons were not printed.');
    expect(alert).toHaveTextContent('it has reached its print limit or expired');
    expect(alert).toHaveTextContent('Error code 1258');
    expect(window.print).not.toHaveBeenCalled();
  });

  it('reads the offers again after a refused print job, so a coupon printed to its limit elsewhere leaves the basket', async () => {
    localStorage.setItem('basket', JSON.stringify(['OFF-PRINT-TIDE-3', 'OFF-PRINT-PAMPERS-4']));
    let printedElsewhere = false;
    const { api } = createFakeSiteApi({
      memberOffers: () =>
        ok({
          offers: everyChannel({ forMember: true }).map((offer) =>
            printedElsewhere && offer.offerId === 'OFF-PRINT-PAMPERS-4' ? { ...offer, printsLeft: 0 } : offer,
          ),
        }),
      printCoupons: () => {
        printedElsewhere = true;
        return failed('unprocessableEntity', 1258, 422, 'Unprocessable entity');
      },
    });
    renderPage(<CouponsPage />, { path: '/coupons/?printCoupons', props: { api, state: signedInState() } });

    await userEvent.click(await screen.findByRole('button', { name: 'Print 2 coupons' }));

    expect(await screen.findByRole('button', { name: 'Print 1 coupon' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('basket') ?? '[]')).toEqual(['OFF-PRINT-TIDE-3']);
  });

  it('asks a visitor the shell found signed out to sign in when it announces ?printCoupons', async () => {
    const bus = createEventBus();
    bus.emit('trigger:print-coupons', { signedIn: false });
    const { props } = renderPage(<CouponsPage />, { path: '/coupons/', props: { api: visitorApi().api, bus } });

    expect(await screen.findByRole('heading', { name: 'Print your coupons' })).toBeInTheDocument();
    expect(props.asked).toContainEqual({ command: 'promptLogin', argument: { reason: 'coupons', returnTo: '/coupons/?printCoupons' } });
  });

  it('does not ask a member whose session is still being restored to sign in when the shell announces ?printCoupons', async () => {
    const bus = createEventBus();
    bus.emit('trigger:print-coupons', { signedIn: true });
    // The store still says "visitor": the shell has the member's token but has not restored the session yet.
    const { props } = renderPage(<CouponsPage />, { path: '/coupons/', props: { api: visitorApi().api, bus } });

    expect(await screen.findByRole('heading', { name: 'Print your coupons' })).toBeInTheDocument();
    expect(props.asked.filter((asked) => asked.command === 'promptLogin')).toEqual([]);
  });

  it('opens the print view when the shell announced ?printCoupons before the page mounted, and focuses it', async () => {
    const bus = createEventBus();
    bus.emit('trigger:print-coupons', { signedIn: true });
    renderPage(<CouponsPage />, { path: '/coupons/', props: { api: memberApi().api, state: signedInState(), bus } });

    expect(await screen.findByRole('heading', { name: 'Print your coupons' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'You have no coupons to print' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Print your coupons' }).parentElement).toHaveFocus());
  });

  it('goes back to the offers from the print view, focus on the print button', async () => {
    renderPage(<CouponsPage />, { path: '/coupons/?printCoupons', props: { api: memberApi().api, state: signedInState() } });

    await userEvent.click(await screen.findByRole('button', { name: 'Back to coupons' }));

    expect(await screen.findByRole('region', { name: 'Print coupons' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print my coupons' })).toHaveFocus();
  });

  it('scrolls to the loyalty-card section and focuses it on #optimumCards', async () => {
    renderPage(<CouponsPage />, { path: '/coupons/#optimumCards', props: { api: memberApi().api, state: signedInState() } });

    const section = screen.getByRole('region', { name: 'Loyalty-card offers' }).parentElement;
    await waitFor(() => expect(section).toHaveFocus());
    expect(section).toHaveAttribute('id', 'optimumCards');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('empties the basket shown when the member signs out', async () => {
    localStorage.setItem('basket', JSON.stringify(['OFF-PRINT-TIDE-3']));
    const { props } = renderPage(<CouponsPage />, { path: '/coupons/', props: { api: memberApi().api, state: signedInState() } });
    expect(await screen.findByText('1 coupon clipped')).toBeInTheDocument();

    localStorage.removeItem('basket');
    act(() => props.bus.emit('session:signed-out', { reason: 'member' }));

    expect(screen.getByText('No coupons clipped yet')).toBeInTheDocument();
  });

  it('refuses to clip past the basket’s capacity, saying so', async () => {
    const many = Array.from({ length: 12 }, (_, index) => `OFF-PRINT-X-${index}`);
    localStorage.setItem('basket', JSON.stringify(many));
    const offers = [...many.map((offerId) => anOffer({ offerId, title: offerId, printsLeft: 1 })), anOffer({ printsLeft: 2 })];
    const { api } = createFakeSiteApi({ memberOffers: ok({ offers }) });
    renderPage(<CouponsPage />, { path: '/coupons/', props: { api, state: signedInState() } });

    await userEvent.click(await screen.findByRole('button', { name: /^Clip coupon – Save \$3 on Tide PODS/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your basket is full (12 coupons)');
  });
});
