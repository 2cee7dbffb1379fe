import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { COUPON_BASKET_KEY } from '@maple/contracts';
import { createTestMfeProps } from '@maple/testing';
import { MfeProvider } from '@maple/platform';
import { useStoredBasket } from './use-stored-basket';

describe('useStoredBasket', () => {
  beforeEach(() => localStorage.clear());

  function renderBasket() {
    const props = createTestMfeProps();
    const wrapper = ({ children }: { children: ReactNode }) => <MfeProvider props={props}>{children}</MfeProvider>;
    return { ...renderHook(() => useStoredBasket(COUPON_BASKET_KEY, 3), { wrapper }), bus: props.bus };
  }

  it('keeps what is added in local storage, and shares it with every component that shows it', () => {
    const first = renderBasket();
    const second = renderBasket();
    act(() => void first.result.current.add('OFF-PRINT-TIDE-3'));
    expect(second.result.current.ids).toEqual(['OFF-PRINT-TIDE-3']);
    expect(localStorage.getItem('basket')).toBe('["OFF-PRINT-TIDE-3"]');
  });

  it('is empty after the member signs out', () => {
    const { result, bus } = renderBasket();
    act(() => void result.current.add('OFF-PRINT-TIDE-3'));
    // The shell removes the stored copy, then announces the sign-out.
    localStorage.removeItem('basket');
    act(() => bus.emit('session:signed-out', { reason: 'member' }));
    expect(result.current.ids).toEqual([]);
  });
});
