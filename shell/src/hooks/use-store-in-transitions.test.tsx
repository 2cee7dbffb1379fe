import { act, render, screen } from '@testing-library/react';
import { createStore } from 'zustand/vanilla';
import { useStoreInTransitions } from './use-store-in-transitions';

interface Counters {
  readonly shown: number;
  readonly unseen: number;
}

const shownOnly = (state: Counters) => state.shown;

function renderCounter(store = createStore<Counters>()(() => ({ shown: 0, unseen: 0 }))) {
  const renders: number[] = [];
  function Counter() {
    const shown = useStoreInTransitions(store, shownOnly);
    renders.push(shown);
    return <p>Shown {shown}</p>;
  }
  render(<Counter />);
  return { store, renders };
}

describe('useStoreInTransitions', () => {
  it('renders the whole state when it picks no part', () => {
    const store = createStore<Counters>()(() => ({ shown: 2, unseen: 3 }));
    function Whole() {
      const { shown, unseen } = useStoreInTransitions(store);
      return (
        <p>
          {shown} and {unseen}
        </p>
      );
    }
    render(<Whole />);
    expect(screen.getByText('2 and 3')).toBeInTheDocument();
  });

  it('follows a change of the part it picks', () => {
    const { store } = renderCounter();
    act(() => store.setState({ shown: 4 }));
    expect(screen.getByText('Shown 4')).toBeInTheDocument();
  });

  it('renders first what the store started with, then what changed before it subscribed', () => {
    const store = createStore<Counters>()(() => ({ shown: 0, unseen: 0 }));
    store.setState({ shown: 7 });
    const { renders } = renderCounter(store);
    expect(renders[0]).toBe(0);
    expect(screen.getByText('Shown 7')).toBeInTheDocument();
  });

  it('does not render again when only another part of the state changes', () => {
    const { store, renders } = renderCounter();
    const before = renders.length;
    act(() => store.setState({ unseen: 1 }));
    act(() => store.setState({ unseen: 2 }));
    expect(renders).toHaveLength(before);
    expect(screen.getByText('Shown 0')).toBeInTheDocument();
  });
});
