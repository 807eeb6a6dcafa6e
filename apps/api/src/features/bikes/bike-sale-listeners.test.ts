import { describe, expect, it, vi } from 'vitest';
import type { BikeStatesRepository } from './bike-states.repository';
import { withSaleListeners } from './bike-sale-listeners';

/** The sale's listeners, with the stored bike states replaced (no database needed). */
describe('withSaleListeners', () => {
  it('stores the sale first, then tells every listener, a failing one logged and not thrown', async () => {
    const order: string[] = [];
    const markSold = vi.fn(() => {
      order.push('stored');
      return Promise.resolve();
    });
    const states = { markSold } as unknown as BikeStatesRepository;
    const error = vi.fn();
    const selling = withSaleListeners(
      states,
      [
        () => Promise.reject(new Error('offers down')),
        (sale) => Promise.resolve(void order.push(`told ${sale.bikeId} ${sale.bookingId}`)),
      ],
      { error },
    );
    await expect(selling.markSold('b1', 'o1', new Date(0))).resolves.toBeUndefined();
    expect(order).toEqual(['stored', 'told b1 o1']);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ bikeId: 'b1' }),
      'a listener of a bike sale failed',
    );
  });

  it('tells nobody when storing the sale fails', async () => {
    const states = {
      markSold: () => Promise.reject(new Error('database down')),
    } as unknown as BikeStatesRepository;
    const listener = vi.fn(() => Promise.resolve());
    await expect(
      withSaleListeners(states, [listener]).markSold('b1', 'o1', new Date(0)),
    ).rejects.toThrow('database down');
    expect(listener).not.toHaveBeenCalled();
  });
});
