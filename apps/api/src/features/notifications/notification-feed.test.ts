import { describe, expect, it } from 'vitest';
import { createNotificationFeed } from './notification-feed';
import type { NotificationRecord } from './notifications.repository';

/**
 * The feed's ordering rules on an in-memory list of stored notifications (the repository's two
 * reads replaced; the database path is covered by notifications.test.ts and
 * notification-processes.test.ts), with a clock the test moves.
 */
function stored(seq: number, userId = 'u1'): NotificationRecord {
  return {
    id: `n${seq}`,
    seq,
    userId,
    facts: {
      topic: 'message',
      conversationId: 'c',
      messageId: 'm',
      senderName: 's',
      bikeName: 'b',
      preview: String(seq),
    },
    readAt: null,
    createdAt: new Date(0),
  };
}

function feedOver(rows: NotificationRecord[], startSeq = 0) {
  let now = 0;
  const feed = createNotificationFeed({
    repo: {
      lastSeq: () => Promise.resolve(startSeq),
      listAfter: (after, limit) =>
        Promise.resolve(
          rows
            .filter((r) => r.seq > after)
            .sort((a, b) => a.seq - b.seq)
            .slice(0, limit),
        ),
    },
    pollMs: 60_000,
    gapGraceMs: 1000,
    now: () => now,
  });
  return { feed, advance: (ms: number) => (now += ms) };
}

describe('the notification feed', () => {
  it('hands each user their own, in sequence order, once', async () => {
    const rows = [stored(2, 'u2'), stored(1), stored(3)];
    const { feed } = feedOver(rows);
    const got: number[] = [];
    const other: number[] = [];
    const stop = await feed.subscribe('u1', (n) => got.push(n.seq));
    await feed.subscribe('u2', (n) => other.push(n.seq));
    await feed.poll();
    await feed.poll();
    expect(got).toEqual([1, 3]);
    expect(other).toEqual([2]);
    expect(feed.deliveredUpTo()).toBe(3);
    stop();
    rows.push(stored(4));
    await feed.poll();
    expect(got).toEqual([1, 3]);
  });

  it('holds numbers back behind a missing one until it arrives', async () => {
    const rows = [stored(1), stored(3)];
    const { feed, advance } = feedOver(rows);
    const got: number[] = [];
    await feed.subscribe('u1', (n) => got.push(n.seq));
    await feed.poll();
    expect(got).toEqual([1]);
    advance(500);
    rows.push(stored(2));
    await feed.poll();
    expect(got).toEqual([1, 2, 3]);
  });

  it('gives a missing number up after the grace period and goes on in order', async () => {
    const rows = [stored(1), stored(3), stored(4)];
    const { feed, advance } = feedOver(rows);
    const got: number[] = [];
    await feed.subscribe('u1', (n) => got.push(n.seq));
    await feed.poll();
    advance(999);
    await feed.poll();
    expect(got).toEqual([1]);
    advance(2);
    await feed.poll();
    expect(got).toEqual([1, 3, 4]);
    // Too late: the stream has gone past it (the bell's list still has it).
    rows.push(stored(2));
    await feed.poll();
    expect(got).toEqual([1, 3, 4]);
  });

  it('starts after the numbers already handed out when the first stream opens', async () => {
    const rows = [stored(1), stored(2), stored(3)];
    const { feed } = feedOver(rows, 2);
    const got: number[] = [];
    await feed.subscribe('u1', (n) => got.push(n.seq));
    await feed.poll();
    expect(got).toEqual([3]);
  });
});
