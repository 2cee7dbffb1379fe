import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCurrentLocation, useNavigateTo, useQueryParams } from './navigation-hooks';
import { LocationProvider, memoryLocation } from './page-location';

function Filters() {
  const [params, change] = useQueryParams();
  const navigate = useNavigateTo();
  const { pathname, search } = useCurrentLocation();
  return (
    <>
      <p>
        at {pathname}
        {search}
      </p>
      <button type="button" onClick={() => change({ type: 'GIFT_CARD', q: null })}>
        Gift cards only
      </button>
      <button type="button" onClick={() => navigate('/rewards/')}>
        Back to rewards
      </button>
      <p>type is {params.get('type') ?? 'any'}</p>
    </>
  );
}

describe('the navigation hooks', () => {
  it('change the query, keeping the path, and remove what is set to null', async () => {
    const location = memoryLocation('/rewards/all/?q=tim&sort=cost');
    render(
      <LocationProvider source={location.source}>
        <Filters />
      </LocationProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Gift cards only' }));
    expect(screen.getByText('at /rewards/all/?sort=cost&type=GIFT_CARD')).toBeInTheDocument();
    expect(screen.getByText('type is GIFT_CARD')).toBeInTheDocument();
    // A filter replaces the history entry: Back leaves the page.
    expect(location.entries).toEqual(['/rewards/all/?sort=cost&type=GIFT_CARD']);
  });

  it('go to another path of the site', async () => {
    const location = memoryLocation('/rewards/all/');
    render(
      <LocationProvider source={location.source}>
        <Filters />
      </LocationProvider>,
    );
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Back to rewards' })));
    expect(screen.getByText('at /rewards/')).toBeInTheDocument();
    expect(location.entries).toEqual(['/rewards/all/', '/rewards/']);
  });
});
