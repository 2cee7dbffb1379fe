import { createEventBus } from './event-bus';

describe('the event bus', () => {
  it('delivers an event to its subscribers until they unsubscribe', () => {
    const bus = createEventBus();
    const received: number[] = [];
    const stop = bus.on('modal:error', ({ code }) => received.push(code));
    bus.emit('modal:error', { code: 1275 });
    stop();
    bus.emit('modal:error', { code: 1276 });
    expect(received).toEqual([1275]);
  });

  it('does not replay commands to late subscribers', () => {
    const bus = createEventBus();
    bus.emit('modal:error', { code: 1275 });
    const received: number[] = [];
    bus.on('modal:error', ({ code }) => received.push(code));
    expect(received).toEqual([]);
  });

  it('hands the last state-like value to a remote that subscribes late', () => {
    const bus = createEventBus();
    bus.emit('points:changed', { balance: 100 });
    bus.emit('points:changed', { balance: 150 });
    const balances: number[] = [];
    bus.on('points:changed', ({ balance }) => balances.push(balance));
    expect(balances).toEqual([150]);
  });

  it('exposes each name as an rxjs stream', () => {
    const bus = createEventBus();
    const seen: string[] = [];
    const subscription = bus.stream('locale:changed').subscribe(({ locale }) => seen.push(locale));
    bus.emit('locale:changed', { locale: 'fr-CA' });
    subscription.unsubscribe();
    expect(seen).toEqual(['fr-CA']);
  });
});
