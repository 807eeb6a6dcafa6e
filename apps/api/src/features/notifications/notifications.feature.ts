import { z } from 'zod';
import { exportOwned } from '../../db/data-export';
import { defineFeature } from '../../core/feature';
import type { Guards } from '../../http/auth';
import type { UsersApi } from '../users/users.feature';
import { createNotificationFeed } from './notification-feed';
import { createNotificationStream } from './notification-stream';
import { accessRevocations, counters, notifications } from './notifications.collections';
import { createNotificationsRepository } from './notifications.repository';
import { createNotificationsRouter } from './notifications.router';
import { createNotificationsService } from './notifications.service';
import { createNotifier, type Notifier } from './notifier';

/** The bell and its live stream (docs/domain.md#notifications); other features tell through it. */
export const notificationsFeature = defineFeature({
  name: 'notifications',
  settings: z.object({}),
  collections: [notifications, counters, accessRevocations],
  build(ctx, needs: { guards: Guards; users: Pick<UsersApi, 'liveAdminIds' | 'isLive'> }) {
    const { db, clock, logger, events } = ctx;
    const repo = createNotificationsRepository(db);
    const adminIds = needs.users.liveAdminIds;
    const notifier: Notifier = createNotifier({ repo, adminIds, clock, events, logger });
    const feed = createNotificationFeed({ repo, logger });
    // What this process stores reaches its own streams at once, not at the next poll.
    events.subscribe('notification.stored', () => void feed.poll(), {
      subscriber: 'notifications.stream-now',
    });
    const stream = createNotificationStream({ feed, repo, clock, isLive: needs.users.isLive });
    // This process's streams end at once; the feed carries the end to every other process's.
    events.subscribe(
      'user.access-revoked',
      async ({ userId, reason, at }) => {
        stream.closeUser(userId);
        await repo.recordRevocation(userId, reason, at);
      },
      { subscriber: 'notifications.end-streams' },
    );
    // An administrator's decision about the account (docs/domain.md#sanctions), told once each.
    events.subscribe(
      'user.sanctioned',
      ({ userId, event, reason, at, until }) =>
        notifier.publish(userId, `sanction:${event}:${at.getTime()}`, {
          topic: 'account',
          bikeName: '',
          event,
          reason,
          ...(until && { until: until.toISOString() }),
        }),
      { subscriber: 'notifications.tell-sanction' },
    );
    // The Verified badge granted or withdrawn (docs/domain.md#seller-verification), told once each.
    events.subscribe(
      'user.verification-changed',
      ({ userId, event, reason, at }) =>
        notifier.publish(userId, `verification:${event}:${at.getTime()}`, {
          topic: 'account',
          bikeName: '',
          event,
          reason: reason ?? '',
        }),
      { subscriber: 'notifications.tell-verification' },
    );
    const router = createNotificationsRouter({
      guards: needs.guards,
      notifications: createNotificationsService({ repo, clock }),
      stream,
    });
    return {
      routes: { json: [router] },
      api: {
        ...notifier,
        /** A person's notifications for their data download (features/account). */
        /** A deleted person's messages name "Deleted user" in the others' bells (features/conversations). */
        renameSender: (messageIds: string[], name: string) => repo.renameSender(messageIds, name),
        dataOf: (userId: string) => exportOwned(db, notifications, 'userId', userId, ['seq']),
      },
      // Streams never go idle: ended at shutdown, their clients resume on another process.
      endStreams: () => stream.closeAll(),
      stop: () => feed.stop(),
    };
  },
});
