import { useCurrentLocation } from '@maple/platform';
import { act, screen } from '@testing-library/react';
import { renderPage } from '../testing/render-page';
import { withSiteEffects } from './site-effects';

function Where() {
  const { pathname, search } = useCurrentLocation();
  return <p>at {`${pathname}${search}`}</p>;
}

describe('withSiteEffects', () => {
  it('shows the screen and leaves ?pledge to the shell, which takes members to the impact page itself', () => {
    const Screen = withSiteEffects(Where);
    const { props } = renderPage(<Screen />, { path: '/fr/recompenses/?pledge' });
    act(() => props.bus.emit('trigger:pledge', {}));
    expect(screen.getByText('at /fr/recompenses/?pledge')).toBeInTheDocument();
    expect(props.navigations).toEqual([]);
  });
});
