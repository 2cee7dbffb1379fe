import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense, startTransition, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { alreadyLoaded, loadOnce, useLoaded } from './load-once';

function Shows({ loader }: { loader: () => Promise<string> }) {
  return <p>{useLoaded(loader)}</p>;
}

function ShowsGreeting({ loader }: { loader: () => Promise<{ greeting: string }> }) {
  return <p>{useLoaded(loader).greeting}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('loadOnce', () => {
  it('runs a loader once, however many ask for it', async () => {
    const loader = jest.fn(async () => 'words');
    const [first, second] = [loadOnce(loader), loadOnce(loader)];
    expect(first).toBe(second);
    await expect(first).resolves.toBe('words');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so trying again fetches afresh', async () => {
    const loader = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('words');
    await expect(loadOnce(loader)).rejects.toThrow('offline');
    await expect(loadOnce(loader)).resolves.toBe('words');
    expect(loader).toHaveBeenCalledTimes(2);
  });
});

describe('useLoaded', () => {
  it('shows the fallback until the load arrives, then the value', async () => {
    let arrive!: (value: string) => void;
    const loader = () => new Promise<string>((resolve) => (arrive = resolve));
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Shows loader={loader} />
        </Suspense>,
      );
    });
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => arrive('Bonjour'));
    expect(await screen.findByText('Bonjour')).toBeInTheDocument();
  });

  it('renders at once what was loaded before, without a fallback', async () => {
    const loader = async () => 'Hello';
    await loadOnce(loader);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Shows loader={loader} />
      </Suspense>,
    );
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('renders a value at hand without ever suspending', () => {
    render(
      <Suspense fallback={<p>Loading</p>}>
        <ShowsGreeting loader={alreadyLoaded({ greeting: 'Kept' })} />
      </Suspense>,
    );
    expect(screen.getByText('Kept')).toBeInTheDocument();
  });

  it('hands a failed load to the nearest error boundary', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const loader = () => Promise.reject(new Error('The chunk did not load'));
    await act(async () => {
      render(
        <Boundary>
          <Suspense fallback={<p>Loading</p>}>
            <Shows loader={loader} />
          </Suspense>
        </Boundary>,
      );
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The chunk did not load');
    jest.restoreAllMocks();
  });

  it('hydrates a served part whose load arrives during hydration, with the hooks that follow the load', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = jest.fn();
    function Counted({ loader }: { loader: () => Promise<string> }) {
      const word = useLoaded(loader);
      const [count] = useState(2);
      return (
        <p>
          {word} {count}
        </p>
      );
    }
    const page = (loader: () => Promise<string>) => (
      <Suspense fallback={<p>Loading</p>}>
        <Counted loader={loader} />
      </Suspense>
    );
    const container = document.createElement('div');
    const loadedOnTheServer = async () => 'Bonjour';
    await loadOnce(loadedOnTheServer);
    container.innerHTML = renderToString(page(loadedOnTheServer));
    document.body.append(container);
    const served = container.querySelector('p');
    // In the browser the load is pending when hydration starts and settles in a moment: React
    // replays the part that waited for it.
    const loader = () => Promise.resolve('Bonjour');
    await act(async () => {
      startTransition(() => {
        hydrateRoot(container, page(loader), { onRecoverableError: recoverable });
      });
    });

    expect(container).toHaveTextContent('Bonjour 2');
    expect(container.querySelector('p')).toBe(served);
    expect(recoverable).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
