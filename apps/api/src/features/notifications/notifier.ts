import type { Logger } from 'pino';
import type { NotificationFacts } from '@reride/shared';
import type { Clock } from '../../core/clock';
import type { NotificationRecord, NotificationsRepository } from './notifications.repository';

/** Runs after a notification is stored (the email outbox); told once per stored notification. */
export type NotificationListener = (notification: NotificationRecord) => Promise<void>;

export interface NotifierDeps {
  repo: Pick<NotificationsRepository, 'insert'>;
  clock: Clock;
  listeners?: NotificationListener[];
  logger?: Pick<Logger, 'error'> | undefined;
}

/**
 * The one way features tell a user something (docs/domain.md#notifications). The stored
 * notification is the bell's entry and the stream's event; listeners add the email.
 */
export function createNotifier(deps: NotifierDeps) {
  const { repo, clock } = deps;
  const listeners = deps.listeners ?? [];
  return {
    /**
     * Tells `userId` the fact named `key` once, however often it is called. The change being told
     * is already stored when this runs: a failure is logged, never thrown, so the caller's
     * request still answers what it did (and a retry of it does not write the change twice).
     */
    async publish(userId: string, key: string, facts: NotificationFacts): Promise<void> {
      try {
        const stored = await repo.insert({ userId, key, facts, at: clock() });
        if (!stored) return;
        for (const listener of listeners) await listener(stored);
      } catch (error) {
        deps.logger?.error({ err: error, userId, key }, 'notification not stored');
      }
    },
    /** Adds a listener (the email outbox, wired after both exist). */
    listen(listener: NotificationListener): void {
      listeners.push(listener);
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
