import type { NotificationFacts } from '@reride/shared';
import type { Clock } from '../../core/clock';
import type { NotificationRecord, NotificationsRepository } from './notifications.repository';

/** Runs after a notification is stored (the email outbox); told once per stored notification. */
export type NotificationListener = (notification: NotificationRecord) => Promise<void>;

export interface NotifierDeps {
  repo: Pick<NotificationsRepository, 'insert'>;
  clock: Clock;
  listeners?: NotificationListener[];
}

/**
 * The one way features tell a user something (docs/domain.md#notifications). The stored
 * notification is the bell's entry and the stream's event; listeners add the email.
 */
export function createNotifier(deps: NotifierDeps) {
  const { repo, clock } = deps;
  const listeners = deps.listeners ?? [];
  return {
    /** Tells `userId` the fact named `key` once, however often it is called. */
    async publish(userId: string, key: string, facts: NotificationFacts): Promise<void> {
      const stored = await repo.insert({ userId, key, facts, at: clock() });
      if (!stored) return;
      for (const listener of listeners) await listener(stored);
    },
    /** Adds a listener (the email outbox, wired after both exist). */
    listen(listener: NotificationListener): void {
      listeners.push(listener);
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
