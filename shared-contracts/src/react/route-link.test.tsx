import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { createTestMfeProps } from '../testing/create-test-mfe-props';
import { MfeProvider } from './mfe-context';
import { RouteLink } from './route-link';

function renderAt(path: string, link: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <MfeProvider props={createTestMfeProps()}>{link}</MfeProvider>
    </MemoryRouter>,
  );
}

describe('RouteLink', () => {
  it('links to a screen in the page’s language, named by its title', () => {
    renderAt('/fr/', <RouteLink to="coupons" />);
    expect(screen.getByRole('link', { name: 'Bons de réduction' })).toHaveAttribute('href', '/fr/bons-rabais/');
  });

  it('adds a query or a fragment', () => {
    renderAt(
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
  });
});
