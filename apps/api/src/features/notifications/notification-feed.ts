import type { Logger } from 'pino';
import type { FeedRecord, NotificationsRepository } from './notifications.repository';

export type FeedListener = (record: FeedRecord) => void;

export interface NotificationFeedOptions {
  repo: Pick<NotificationsRepository, 'lastSeq' | 'listAfter'>;
  logger?: Pick<Logger, 'error'> | undefined;
  /** How often the process reads new notifications while anyone listens. */
  pollMs?: number;
  /**
   * How long a missing number holds back the ones after it. A number is missing while another
   * process is between taking it and storing its notification (milliseconds), or for good
   * when two processes raced to tell the same fact and the second insert was refused.
   */
  gapGraceMs?: number;
  batch?: number;
  now?: () => number;
}

/**
 * One per API process: reads every notification any process stored, in sequence order, and
 * hands each to the streams of its user open on this process (docs/domain.md#notifications);
 * an end of a user's access (`recordRevocation`) travels the same way, to close their streams.
 * It polls only while a stream is open: a delivery loop with its own lifecycle, not a job of the
 * scheduler; the feature's `stop` ends it at shutdown. Polling rather than change streams: the embedded engine
 * has none, and one indexed query per process per poll serves every stream
 * (docs/decisions/008-live-notifications-by-polling-a-sequence.md).
 */
export function createNotificationFeed(options: NotificationFeedOptions) {
  const { repo, logger } = options;
  const pollMs = options.pollMs ?? 200;
  const gapGraceMs = options.gapGraceMs ?? 1000;
  const batch = options.batch ?? 500;
  const now = options.now ?? Date.now;

  const listeners = new Map<string, Set<FeedListener>>();
  let listenerCount = 0;
  /** Every number up to here has been delivered or given up on. */
  let delivered = 0;
  /** Read but held back behind a missing number. */
  const held = new Map<number, FeedRecord>();
  let gapSeenAt: number | null = null;
  let timer: NodeJS.Timeout | null = null;
  let starting: Promise<void> | null = null;
  let polling: Promise<void> | null = null;

  function deliver(n: FeedRecord): void {
    for (const listener of listeners.get(n.userId) ?? []) {
      try {
        listener(n);
      } catch (error) {
        logger?.error({ err: error }, 'a notification stream listener failed');
      }
    }
  }

  function drain(): void {
    for (;;) {
      const next = held.get(delivered + 1);
      if (next) {
        held.delete(next.seq);
        delivered = next.seq;
        deliver(next);
        gapSeenAt = null;
        continue;
      }
      if (held.size === 0) return;
      gapSeenAt ??= now();
      if (now() - gapSeenAt < gapGraceMs) return;
      // The missing numbers will not come: go on from the lowest one held.
      delivered = Math.min(...held.keys()) - 1;
      gapSeenAt = null;
    }
  }

  async function readNew(): Promise<void> {
    // From `delivered`, not from the highest held: a missing number may have arrived since.
    const fresh = await repo.listAfter(delivered, batch);
    for (const n of fresh) if (n.seq > delivered) held.set(n.seq, n);
    drain();
  }

  /**
   * One read of new notifications; concurrent callers share it. Nothing while no stream is open
   * on this process (there is nobody to hand them to, and no starting number yet).
   */
  function poll(): Promise<void> {
    if (!timer) return Promise.resolve();
    polling ??= readNew()
      .catch((error: unknown) => logger?.error({ err: error }, 'notification feed poll failed'))
      .finally(() => (polling = null));
    return polling;
  }

  function start(): Promise<void> {
    starting ??= repo.lastSeq().then((seq) => {
      delivered = seq;
      held.clear();
      timer = setInterval(() => void poll(), pollMs);
      timer.unref();
    });
    return starting;
  }

  function stop(): void {
    if (timer) clearInterval(timer);
    timer = null;
    starting = null;
  }

  return {
    /** Listens for `userId`'s notifications; answers the unsubscribe. */
    async subscribe(userId: string, listener: FeedListener): Promise<() => void> {
      let set = listeners.get(userId);
      if (!set) listeners.set(userId, (set = new Set()));
      set.add(listener);
      listenerCount += 1;
      try {
        await start();
      } catch (error) {
        set.delete(listener);
        listenerCount -= 1;
        throw error;
      }
      let subscribed = true;
      return () => {
        if (!subscribed) return;
        subscribed = false;
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
        listenerCount -= 1;
        if (listenerCount === 0) stop();
      };
    },

    /** The highest number every listener has been handed (or that will never come). */
    deliveredUpTo: () => delivered,

    poll,

    /** Open streams on this process. */
    listenerCount: () => listenerCount,

    /** Shutdown: no more polls, whoever still listens (their streams are being ended). */
    stop,
  };
}

export type NotificationFeed = ReturnType<typeof createNotificationFeed>;
