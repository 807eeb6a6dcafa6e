import { type Notification, type NotificationFacts, notificationsMessages } from '@reride/shared';
import { AppError } from '../../core/app-error';
import type { Caller } from '../../core/caller';
import type { Clock } from '../../core/clock';
import { mapPage, type Page, type PageQuery } from '../../core/keyset-page';
import type { NotificationRecord, NotificationsRepository } from './notifications.repository';

export function toNotification(n: NotificationRecord): Notification {
  const facts: NotificationFacts = n.facts;
  return {
    ...facts,
    _id: n.id,
    seq: n.seq,
    readAt: n.readAt ? n.readAt.toISOString() : null,
    createdAt: n.createdAt.toISOString(),
  };
}

export interface NotificationsServiceDeps {
  repo: NotificationsRepository;
  clock: Clock;
}

/** The bell: a user's own notifications; anyone else's do not exist (404). */
export function createNotificationsService(deps: NotificationsServiceDeps) {
  const { repo, clock } = deps;
  const unread = (caller: Caller) => repo.countUnread(caller._id);

  return {
    async list(caller: Caller, query: PageQuery): Promise<Page<Notification>> {
      return mapPage(await repo.listFor(caller._id, query), toNotification);
    },

    async count(caller: Caller) {
      return { unread: await unread(caller) };
    },

    async markRead(caller: Caller, id: string) {
      if (!(await repo.markRead(caller._id, id, clock()))) {
        throw new AppError('NOT_FOUND', notificationsMessages.notFound);
      }
      return { acknowledged: true, unread: await unread(caller) };
    },

    async markAllRead(caller: Caller) {
      await repo.markAllRead(caller._id, clock());
      return { acknowledged: true, unread: await unread(caller) };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
