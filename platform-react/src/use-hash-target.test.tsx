import { render, screen } from '@testing-library/react';
import { LocationProvider, memoryLocation } from './page-location';
import { useHashTarget } from './use-hash-target';

function Page({ ready }: { ready: boolean }) {
  const target = useHashTarget<HTMLDivElement>('optimumCards', ready);
  return (
    <>
      <button type="button">Before</button>
      <div id="optimumCards" ref={target} tabIndex={-1} data-testid="target">
        Loyalty-card offers
      </div>
    </>
  );
}

describe('useHashTarget', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('scrolls to and focuses the element the fragment names, once the page is ready', () => {
    const { source } = memoryLocation('/coupons/#optimumCards');
    const view = render(
      <LocationProvider source={source}>
        <Page ready={false} />
      </LocationProvider>,
    );
    expect(screen.getByTestId('target')).not.toHaveFocus();
    view.rerender(
      <LocationProvider source={source}>
        <Page ready />
      </LocationProvider>,
    );
    expect(screen.getByTestId('target')).toHaveFocus();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
  });

  it('leaves focus alone without the fragment', () => {
    render(
      <LocationProvider source={memoryLocation('/coupons/').source}>
        <Page ready />
      </LocationProvider>,
    );
    expect(screen.getByTestId('target')).not.toHaveFocus();
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });
});
