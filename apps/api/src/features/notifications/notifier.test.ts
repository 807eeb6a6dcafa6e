import { describe, expect, it, vi } from 'vitest';
import type { NotificationFacts } from '@reride/shared';
import { createEventBus } from '../../core/events';
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
const noAdmins = () => Promise.resolve([]);

describe('the notifier', () => {
  it('publishes notification.stored once per stored notification, not for a fact told before', async () => {
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
    const events = createEventBus({ logger: { error: vi.fn() } });
    events.subscribe('notification.stored', (n) => void heard.push(`${n.id} ${n.key} ${n.seq}`), {
      subscriber: 'test.listen',
    });
    const notifier = createNotifier({ repo: { insert }, adminIds: noAdmins, clock, events });
    await notifier.publish('u1', 'wishlist:b:sold', facts);
    await notifier.publish('u1', 'wishlist:b:sold', facts);
    expect(insert).toHaveBeenCalledTimes(2);
    expect(heard).toEqual(['n1 wishlist:b:sold 1']);
  });

  it('logs a failure instead of failing the request whose change it tells', async () => {
    const error = vi.fn();
    const events = createEventBus({ logger: { error } });
    const told = vi.fn();
    events.subscribe('notification.stored', told, { subscriber: 'test.listen' });
    const notifier = createNotifier({
      repo: { insert: () => Promise.reject(new Error('database down')) },
      adminIds: noAdmins,
      clock,
      events,
      logger: { error },
    });
    await expect(notifier.publish('u1', 'k', facts)).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ userId: 'u1', key: 'k' }),
      'notification not stored',
    );
    expect(told).not.toHaveBeenCalled();
  });

  it('tells each live administrator once per case, and logs a failed lookup of them', async () => {
    const insert = vi.fn().mockResolvedValue(null);
    const error = vi.fn();
    const events = createEventBus({ logger: { error } });
    const adminIds = vi.fn().mockResolvedValueOnce(['a1', 'a2']);
    const notifier = createNotifier({
      repo: { insert },
      adminIds,
      clock,
      events,
      logger: { error },
    });
    const dispute: NotificationFacts = {
      topic: 'moderation',
      event: 'dispute_opened',
      orderId: '65f000000000000000000002',
      bikeName: 'Trek Marlin',
    };
    await notifier.publishToAdmins('moderation:order:o1:3', dispute);
    expect(insert.mock.calls.map((call) => (call[0] as { userId: string }).userId)).toEqual([
      'a1',
      'a2',
    ]);
    expect(insert).toHaveBeenCalledWith(expect.objectContaining({ key: 'moderation:order:o1:3' }));

    adminIds.mockRejectedValueOnce(new Error('database down'));
    await expect(notifier.publishToAdmins('k2', dispute)).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ key: 'k2' }),
      'administrators not told',
    );
    expect(insert).toHaveBeenCalledTimes(2);
  });
});
