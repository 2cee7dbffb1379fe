import { createEventBus } from './event-bus';

describe('the event bus', () => {
  it('delivers an event to its subscribers until they unsubscribe', () => {
    const bus = createEventBus();
    const received: string[] = [];
    const stop = bus.on('session:signed-out', ({ reason }) => received.push(reason));
    bus.emit('session:signed-out', { reason: 'member' });
    stop();
    bus.emit('session:signed-out', { reason: 'expired' });
    expect(received).toEqual(['member']);
  });

  it('does not replay events to late subscribers', () => {
    const bus = createEventBus();
    bus.emit('session:signed-in', { consumerId: 'c-1', newMember: false });
    const received: string[] = [];
    bus.on('session:signed-in', ({ consumerId }) => received.push(consumerId));
    expect(received).toEqual([]);
  });

  it('holds a trigger announced before the remote that handles it has mounted, and hands it over once', () => {
    const bus = createEventBus();
    bus.emit('trigger:print-coupons', { signedIn: false });
    const first: number[] = [];
    const second: number[] = [];
    bus.on('trigger:print-coupons', () => first.push(1));
    bus.on('trigger:print-coupons', () => second.push(1));
    expect(first).toEqual([1]);
    expect(second).toEqual([]);
  });

  it('delivers a trigger at once when its handler is already listening', () => {
    const bus = createEventBus();
    const pledges: number[] = [];
    bus.on('trigger:pledge', () => pledges.push(1));
    bus.emit('trigger:pledge', {});
    bus.on('trigger:pledge', () => pledges.push(2));
    expect(pledges).toEqual([1]);
  });

  it('exposes each name as an rxjs stream', () => {
    const bus = createEventBus();
    const seen: string[] = [];
    const subscription = bus.stream('mfe:failed').subscribe(({ app }) => seen.push(app));
    bus.emit('mfe:failed', { app: 'rewards', phase: 'load', message: 'down' });
    subscription.unsubscribe();
    expect(seen).toEqual(['rewards']);
  });
});
