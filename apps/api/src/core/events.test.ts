import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from './events';

/** The event bus's promises (docs/architecture.md#events), with no app around it. */
const quiet = () => ({ error: vi.fn() });
const sale = { bikeId: 'b1', bookingId: 'o1' };

describe('the event bus', () => {
  it('awaits every subscriber in subscription order before publish resolves', async () => {
    const bus = createEventBus({ logger: quiet() });
    const heard: string[] = [];
    bus.subscribe(
      'bike.sold',
      async ({ bikeId }) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        heard.push(`first ${bikeId}`);
      },
      { subscriber: 'test.first' },
    );
    bus.subscribe('bike.sold', ({ bookingId }) => void heard.push(`second ${bookingId}`), {
      subscriber: 'test.second',
    });
    await expect(bus.publish('bike.sold', sale)).resolves.toEqual({ failed: [] });
    expect(heard).toEqual(['first b1', 'second o1']);
  });

  it('logs a throwing or rejecting subscriber, names it, and still runs the later ones', async () => {
    const logger = quiet();
    const bus = createEventBus({ logger });
    const later = vi.fn();
    bus.subscribe(
      'bike.sold',
      () => {
        throw new Error('offers down');
      },
      { subscriber: 'test.throws' },
    );
    bus.subscribe('bike.sold', () => Promise.reject(new Error('mail down')), {
      subscriber: 'test.rejects',
    });
    bus.subscribe('bike.sold', later, { subscriber: 'test.later' });
    await expect(bus.publish('bike.sold', sale)).resolves.toEqual({
      failed: ['test.throws', 'test.rejects'],
    });
    expect(later).toHaveBeenCalledWith(sale);
    expect(logger.error).toHaveBeenCalledTimes(2);
    expect(logger.error).toHaveBeenCalledWith(
      { err: expect.any(Error), event: 'bike.sold', subscriber: 'test.rejects' },
      'subscriber failed',
    );
  });

  it('tells each event to its own subscribers only, and nobody when there are none', async () => {
    const bus = createEventBus({ logger: quiet() });
    const sold = vi.fn();
    bus.subscribe('bike.sold', sold, { subscriber: 'test.sold' });
    await expect(bus.publish('order.recorded', { orderId: 'o1' })).resolves.toEqual({
      failed: [],
    });
    expect(sold).not.toHaveBeenCalled();
  });

  it('stops telling an unsubscribed handler; one subscribed while telling hears the next event', async () => {
    const bus = createEventBus({ logger: quiet() });
    const late = vi.fn();
    const gone = vi.fn();
    const unsubscribe = bus.subscribe('bike.sold', gone, { subscriber: 'test.gone' });
    bus.subscribe(
      'bike.sold',
      () => void bus.subscribe('bike.sold', late, { subscriber: 'test.late' }),
      { subscriber: 'test.subscribes' },
    );
    await bus.publish('bike.sold', sale);
    expect(gone).toHaveBeenCalledTimes(1);
    expect(late).not.toHaveBeenCalled();
    unsubscribe();
    await bus.publish('bike.sold', sale);
    expect(gone).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
