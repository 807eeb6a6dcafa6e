import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../../core/events';
import type { BikeStatesRepository } from './bike-states.repository';
import { sellingBikeStates } from './bike-sales';

/** The sale's event, with the stored bike states replaced (no database needed). */
describe('sellingBikeStates', () => {
  it('stores the sale first, then tells every subscriber, a failing one logged and not thrown', async () => {
    const order: string[] = [];
    const markSold = vi.fn(() => {
      order.push('stored');
      return Promise.resolve();
    });
    const error = vi.fn();
    const events = createEventBus({ logger: { error } });
    events.subscribe('bike.sold', () => Promise.reject(new Error('offers down')), {
      subscriber: 'offers.end',
    });
    events.subscribe(
      'bike.sold',
      (sale) => void order.push(`told ${sale.bikeId} ${sale.bookingId}`),
      {
        subscriber: 'wishlist.tell',
      },
    );
    const selling = sellingBikeStates({ markSold } as unknown as BikeStatesRepository, events);
    await expect(selling.markSold('b1', 'o1', new Date(0))).resolves.toBeUndefined();
    expect(order).toEqual(['stored', 'told b1 o1']);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'bike.sold', subscriber: 'offers.end' }),
      'subscriber failed',
    );
  });

  it('tells nobody when storing the sale fails', async () => {
    const states = {
      markSold: () => Promise.reject(new Error('database down')),
    } as unknown as BikeStatesRepository;
    const events = createEventBus({ logger: { error: vi.fn() } });
    const subscriber = vi.fn();
    events.subscribe('bike.sold', subscriber, { subscriber: 'wishlist.tell' });
    await expect(
      sellingBikeStates(states, events).markSold('b1', 'o1', new Date(0)),
    ).rejects.toThrow('database down');
    expect(subscriber).not.toHaveBeenCalled();
  });
});
