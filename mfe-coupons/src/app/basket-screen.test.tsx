import { createFakeSiteApi, signedInState } from '@maple/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../testing/render-page';
import { everyChannel, failed, ok, theSamples } from '../testing/factories';
import { BasketScreen } from './basket-screen';

beforeEach(() => localStorage.clear());

describe('the basket screen', () => {
  it('explains both baskets to a visitor, and where to fill them', () => {
    renderPage(<BasketScreen />, { path: '/basket/' });

    expect(screen.getByRole('heading', { level: 1, name: 'My basket' })).toBeInTheDocument();
    const coupons = screen.getByRole('region', { name: 'Coupons in your basket' });
    expect(within(coupons).getByText(/Retail-partner coupons are limited to 1 per transaction./)).toBeInTheDocument();
    expect(within(coupons).getByRole('link', { name: 'See coupons' })).toHaveAttribute('href', '/coupons/');
    const samples = screen.getByRole('region', { name: 'Samples in your basket' });
    expect(within(samples).getByText(/Each sample is limited to one per member or household./)).toBeInTheDocument();
    expect(screen.getByText('Signing out empties your basket.')).toBeInTheDocument();
  });

  it('lists a member’s clipped coupons and chosen samples, with the way to print and to order', async () => {
    localStorage.setItem('basket', JSON.stringify(['OFF-PRINT-TIDE-3']));
    localStorage.setItem('sampleBasket', JSON.stringify(['SMP-OLAY-REGENERIST']));
    const { api } = createFakeSiteApi({
      memberOffers: ok({ offers: everyChannel({ forMember: true }) }),
      sampleCampaigns: ok({ incentives: theSamples() }),
    });
    renderPage(<BasketScreen />, { path: '/basket/', props: { api, state: signedInState() } });

    const coupons = screen.getByRole('region', { name: 'Coupons in your basket' });
    expect(await within(coupons).findByText('Save $3 on Tide PODS')).toBeInTheDocument();
    expect(within(coupons).getByRole('link', { name: 'Print my coupons' })).toHaveAttribute('href', '/coupons/?printCoupons');
    const samples = screen.getByRole('region', { name: 'Samples in your basket' });
    expect(await within(samples).findByText('Olay Regenerist Micro-Sculpting Cream')).toBeInTheDocument();
    expect(within(samples).getByRole('link', { name: 'Order my samples' })).toHaveAttribute('href', '/samples#order');

    await userEvent.click(within(coupons).getByRole('button', { name: /^Remove – Save \$3 on Tide PODS/ }));
    expect(within(coupons).getByRole('heading', { name: 'No coupons in your basket' })).toBeInTheDocument();
    expect(localStorage.getItem('basket')).toBeNull();
  });

  it('says which list did not load, with the error code, and loads it again on request', async () => {
    localStorage.setItem('basket', JSON.stringify(['OFF-PRINT-TIDE-3']));
    localStorage.setItem('sampleBasket', JSON.stringify(['SMP-OLAY-REGENERIST']));
    let calls = 0;
    const { api } = createFakeSiteApi({
      memberOffers: ok({ offers: everyChannel({ forMember: true }) }),
      sampleCampaigns: () =>
        ++calls === 1 ? failed('serviceNotAvailable', 1250, 503, 'Service not available') : ok({ incentives: theSamples() }),
    });
    renderPage(<BasketScreen />, { path: '/basket/', props: { api, state: signedInState() } });

    const samples = screen.getByRole('region', { name: 'Samples in your basket' });
    const alert = await within(samples).findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load your samples');
    expect(alert).toHaveTextContent('The sample service is not available right now. Try again later. Error code 1250');
    const coupons = screen.getByRole('region', { name: 'Coupons in your basket' });
    expect(await within(coupons).findByText('Save $3 on Tide PODS')).toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(samples).findByText('Olay Regenerist Micro-Sculpting Cream')).toBeInTheDocument();
  });

  it('is in French on the French path', () => {
    renderPage(<BasketScreen />, { path: '/fr/panier/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bons de réduction dans votre panier' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les échantillons gratuits' })).toHaveAttribute('href', '/fr/echantillons');
  });
});
