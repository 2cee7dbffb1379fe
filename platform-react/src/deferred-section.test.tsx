import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeferredSection } from './deferred-section';

/** A stand-in IntersectionObserver the test drives: `show()` brings every watched element on screen. */
function watchTheScreen() {
  const watched: { callback: IntersectionObserverCallback; element: Element }[] = [];
  class TestObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      watched.push({ callback: this.callback, element });
    }
    disconnect() {}
  }
  Object.assign(window, { IntersectionObserver: TestObserver });
  return {
    show: () =>
      act(async () => {
        for (const { callback, element } of watched)
          callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as IntersectionObserver);
      }),
  };
}

afterEach(() => {
  Reflect.deleteProperty(window, 'IntersectionObserver');
});

const failedPart = (retry: () => void) => (
  <button type="button" onClick={retry}>
    The news could not be loaded: try again
  </button>
);

describe('DeferredSection', () => {
  it('shows its loading state and downloads nothing until it comes on screen', async () => {
    const screenWatch = watchTheScreen();
    const load = jest.fn(async () => () => <p>Three good-news articles</p>);
    await act(async () => {
      render(<DeferredSection load={load} fallback={<p role="status">Loading the news…</p>} failed={failedPart} />);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the news…');
    expect(load).not.toHaveBeenCalled();

    await screenWatch.show();
    expect(await screen.findByText('Three good-news articles')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at once in a browser that cannot watch the screen', async () => {
    await act(async () => {
      render(<DeferredSection load={async () => () => <p>Your cause</p>} fallback={<p>Loading…</p>} failed={failedPart} />);
    });
    expect(screen.getByText('Your cause')).toBeInTheDocument();
  });

  it('says when its code cannot be downloaded, and downloads it afresh on request', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let offline = true;
    const load = async () => {
      if (offline) throw new Error('ChunkLoadError');
      return () => <p>Three featured rewards</p>;
    };
    await act(async () => {
      render(<DeferredSection load={load} fallback={<p>Loading…</p>} failed={failedPart} />);
    });
    const retry = await screen.findByRole('button', { name: 'The news could not be loaded: try again' });
    offline = false;
    await userEvent.click(retry);
    expect(await screen.findByText('Three featured rewards')).toBeInTheDocument();
  });
});
