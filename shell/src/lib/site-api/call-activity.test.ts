import { createCallActivity } from './call-activity';

describe('call activity', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts a call as slow once it runs past the limit, until it ends', async () => {
    const activity = createCallActivity({ slowAfterMs: 1000 });
    let finish!: (value: string) => void;
    const call = activity.track(new Promise<string>((resolve) => (finish = resolve)));
    jest.advanceTimersByTime(999);
    expect(activity.store.getState().slowCalls).toBe(0);
    jest.advanceTimersByTime(1);
    expect(activity.store.getState().slowCalls).toBe(1);
    finish('done');
    await expect(call).resolves.toBe('done');
    expect(activity.store.getState().slowCalls).toBe(0);
  });

  it('never counts a quick call, even when it fails', async () => {
    const activity = createCallActivity({ slowAfterMs: 1000 });
    await expect(activity.track(Promise.reject(new Error('down')))).rejects.toThrow('down');
    jest.advanceTimersByTime(2000);
    expect(activity.store.getState().slowCalls).toBe(0);
  });
});
