import type { Logger } from 'pino';
import type { NotificationFacts } from '@reride/shared';
import type { Clock } from '../../core/clock';
import type { EventBus } from '../../core/events';
import type { NotificationsRepository } from './notifications.repository';

export interface NotifierDeps {
  repo: Pick<NotificationsRepository, 'insert'>;
  clock: Clock;
  events: Pick<EventBus, 'publish'>;
  logger?: Pick<Logger, 'error'> | undefined;
}

/**
 * The one way features tell a user something (docs/domain.md#notifications): the notifications
 * feature's API. The stored notification is the bell's entry and the stream's event; its
 * `notification.stored` event adds the email (features/email).
 */
export function createNotifier(deps: NotifierDeps) {
  const { repo, clock, events } = deps;
  return {
    /**
     * Tells `userId` the fact named `key` once, however often it is called. The change being told
     * is already stored when this runs: a failure is logged, never thrown, so the caller's
     * request still answers what it did (and a retry of it does not write the change twice).
     */
    async publish(userId: string, key: string, facts: NotificationFacts): Promise<void> {
      const at = clock();
      let stored;
      try {
        stored = await repo.insert({ userId, key, facts, at });
      } catch (error) {
        deps.logger?.error({ err: error, userId, key }, 'notification not stored');
        return;
      }
      if (!stored) return;
      const { id, seq } = stored;
      await events.publish('notification.stored', { id, userId, key, facts, seq, at });
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
