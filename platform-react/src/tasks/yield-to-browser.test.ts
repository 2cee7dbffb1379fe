import { yieldToBrowser } from './yield-to-browser';

describe('yieldToBrowser', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('continues after the tasks already queued when the browser has no scheduler.yield', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await yieldToBrowser().then(() => order.push('continued'));
    expect(order).toEqual(['queued task', 'continued']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldNow = jest.fn(async () => undefined);
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldNow };
    await yieldToBrowser();
    expect(yieldNow).toHaveBeenCalledTimes(1);
  });
});
