import { useCurrentLocation } from '@maple/contracts/react';
import { act, screen } from '@testing-library/react';
import { renderPage } from '../testing/render-page';
import { withSiteEffects } from './site-effects';

function Where() {
  const { pathname, search } = useCurrentLocation();
  return <p>at {`${pathname}${search}`}</p>;
}

describe('withSiteEffects', () => {
  it('takes ?pledge from another rewards screen to the impact page, where the pledge runs', () => {
    const Screen = withSiteEffects(Where);
    const { props } = renderPage(<Screen />, { path: '/fr/recompenses/?pledge' });
    act(() => props.bus.emit('trigger:pledge', {}));
    expect(screen.getByText('at /fr/impact/?pledge')).toBeInTheDocument();
  });

  it('leaves the pledge to the impact page itself, and ignores a trigger held from another visit', () => {
    const Impact = withSiteEffects(Where, { pledgeHere: true });
    const impact = renderPage(<Impact />, { path: '/impact/?pledge' });
    act(() => impact.props.bus.emit('trigger:pledge', {}));
    expect(screen.getByText('at /impact/?pledge')).toBeInTheDocument();
    impact.unmount();

    const Screen = withSiteEffects(Where);
    const other = renderPage(<Screen />, { path: '/rewards/all/' });
    act(() => other.props.bus.emit('trigger:pledge', {}));
    expect(screen.getByText('at /rewards/all/')).toBeInTheDocument();
  });
});
