import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryRoots } from '../../../lib/query-keys';
import { makeNotification } from '../../../testing/notification-fixtures';
import { receiveNotification } from './notification-cache';

/** A client holding a seller's My Products, an order list and a category page, all fresh. */
function clientWithPages() {
  const client = new QueryClient();
  const keys = {
    // As features/bikes keys My Products: under the root, then the seller's email.
    myProducts: [...queryRoots.myBikes, 'seller@example.com'],
    orders: [...queryRoots.bookings, 'received'],
    category: [...queryRoots.bikes, 'category', 'road'],
    todos: queryRoots.todos,
  };
  for (const key of Object.values(keys)) client.setQueryData(key, { items: [] });
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { client, keys, stale };
}

describe('receiveNotification', () => {
  it("refreshes the seller's orders and My Products on an order notification, not other lists", async () => {
    const { client, keys, stale } = clientWithPages();

    await receiveNotification(client, makeNotification('order', { event: 'booked' }));

    expect(stale(keys.orders)).toBe(true);
    expect(stale(keys.myProducts)).toBe(true);
    expect(stale(keys.category)).toBe(false);
    expect(stale(keys.todos)).toBe(true);
  });

  it('leaves the order lists alone on a message, but not the to-dos', async () => {
    const { client, keys, stale } = clientWithPages();

    await receiveNotification(client, makeNotification('message'));

    expect(stale(keys.orders)).toBe(false);
    expect(stale(keys.myProducts)).toBe(false);
    expect(stale(keys.todos)).toBe(true);
  });

  it("refreshes the administrators' queues on a moderation notification, not the catalogue", async () => {
    const { client, keys, stale } = clientWithPages();
    const queues = [queryRoots.reported, queryRoots.reportedMessages, queryRoots.contactMessages];
    for (const key of queues) client.setQueryData(key, { items: [] });

    await receiveNotification(client, makeNotification('moderation'));

    for (const key of queues) expect(stale(key)).toBe(true);
    // Disputes are listed with the orders.
    expect(stale(keys.orders)).toBe(true);
    expect(stale(keys.category)).toBe(false);
  });

  it("refreshes the saver's bookings on a price drop, so My Orders asks the new price", async () => {
    const { client, keys, stale } = clientWithPages();

    await receiveNotification(client, makeNotification('wishlist'));

    expect(stale(keys.orders)).toBe(true);
    expect(stale(keys.myProducts)).toBe(false);
  });
});
