import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createTestMfeProps } from '@maple/testing';
import { MfeProvider } from './mfe-context';
import { LocationProvider, memoryLocation } from './page-location';
import { RouteLink } from './route-link';

function renderAt(path: string, link: ReactElement) {
  const location = memoryLocation(path);
  render(
    <LocationProvider source={location.source}>
      <MfeProvider props={createTestMfeProps()}>{link}</MfeProvider>
    </LocationProvider>,
  );
  return location;
}

describe('RouteLink', () => {
  it('links to a screen in the page’s language, named by its title', () => {
    renderAt('/fr/', <RouteLink to="coupons" />);
    expect(screen.getByRole('link', { name: 'Bons de réduction' })).toHaveAttribute('href', '/fr/bons-rabais/');
  });

  it('adds a query or a fragment, and goes there on a plain click', async () => {
    const location = renderAt(
      '/',
      <>
        <RouteLink to="coupons" search="?printCoupons">
          Print
        </RouteLink>
        <RouteLink to="coupons" hash="#optimumCards">
          Loyalty
        </RouteLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Print' })).toHaveAttribute('href', '/coupons/?printCoupons');
    expect(screen.getByRole('link', { name: 'Loyalty' })).toHaveAttribute('href', '/coupons/#optimumCards');
    await userEvent.click(screen.getByRole('link', { name: 'Loyalty' }));
    expect(location.entries).toEqual(['/', '/coupons/#optimumCards']);
  });
});
