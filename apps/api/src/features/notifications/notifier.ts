import type { Logger } from 'pino';
import type { NotificationFacts } from '@reride/shared';
import type { Clock } from '../../core/clock';
import type { EventBus } from '../../core/events';
import type { NotificationsRepository } from './notifications.repository';

/** Administrators told of each case: more than any team has, few enough to write at once. */
export const ADMINS_TOLD_MAX = 50;

export interface NotifierDeps {
  repo: Pick<NotificationsRepository, 'insert'>;
  /** The live administrators' ids, at most `limit` (features/users). */
  adminIds: (limit: number) => Promise<string[]>;
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

  /**
   * Tells `userId` the fact named `key` once, however often it is called. The change being told
   * is already stored when this runs: a failure is logged, never thrown, so the caller's
   * request still answers what it did (and a retry of it does not write the change twice).
   */
  async function publish(userId: string, key: string, facts: NotificationFacts): Promise<void> {
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
  }

  return {
    publish,

    /**
     * Tells every live administrator of a new case (a dispute, a report, a contact message),
     * each once per `key`; like `publish`, a failure is logged, never thrown.
     */
    async publishToAdmins(key: string, facts: NotificationFacts): Promise<void> {
      let admins: string[];
      try {
        admins = await deps.adminIds(ADMINS_TOLD_MAX);
      } catch (error) {
        deps.logger?.error({ err: error, key }, 'administrators not told');
        return;
      }
      for (const adminId of admins) await publish(adminId, key, facts);
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
