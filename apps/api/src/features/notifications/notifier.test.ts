import { describe, expect, it, vi } from 'vitest';
import type { NotificationFacts } from '@reride/shared';
import { createNotifier } from './notifier';
import type { NotificationRecord } from './notifications.repository';

/** The notifier's promises to its callers, with the repository replaced (no database needed). */
const facts: NotificationFacts = {
  topic: 'wishlist',
  event: 'sold',
  bikeId: '65f000000000000000000001',
  bikeName: 'Trek Marlin',
  price: 450,
};
const clock = () => new Date('2026-01-01T00:00:00Z');

describe('the notifier', () => {
  it('tells the listeners once per stored notification, not for a fact told before', async () => {
    const stored: NotificationRecord = {
      id: 'n1',
      seq: 1,
      userId: 'u1',
      facts,
      readAt: null,
      createdAt: clock(),
    };
    const insert = vi.fn().mockResolvedValueOnce(stored).mockResolvedValueOnce(null);
    const heard: string[] = [];
    const notifier = createNotifier({ repo: { insert }, clock });
    notifier.listen((n) => Promise.resolve(void heard.push(n.id)));
    await notifier.publish('u1', 'wishlist:b:sold', facts);
    await notifier.publish('u1', 'wishlist:b:sold', facts);
    expect(insert).toHaveBeenCalledTimes(2);
    expect(heard).toEqual(['n1']);
  });

  it('logs a failure instead of failing the request whose change it tells', async () => {
    const error = vi.fn();
    const notifier = createNotifier({
      repo: { insert: () => Promise.reject(new Error('database down')) },
      clock,
      logger: { error },
    });
    await expect(notifier.publish('u1', 'k', facts)).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ userId: 'u1', key: 'k' }),
      'notification not stored',
    );
  });
});
