import type { Request, Response } from 'express';
import { createSession } from 'better-sse';
import { STREAM_EVENT, STREAM_HEARTBEAT_SECONDS, notificationsMessages } from '@reride/shared';
import { AppError } from '../../core/app-error';
import type { Caller } from '../../core/caller';
import type { Clock } from '../../core/clock';
import type { NotificationFeed } from './notification-feed';
import {
  isRevocation,
  type NotificationRecord,
  type NotificationsRepository,
} from './notifications.repository';
import { toNotification } from './notifications.service';

const BACKLOG_PAGE = 200;
/** Streams one user may hold open on one process: a tab each, with room for a few. */
export const MAX_STREAMS_PER_USER = 8;

export interface NotificationStreamDeps {
  feed: NotificationFeed;
  repo: Pick<NotificationsRepository, 'listForAfter'>;
  clock: Clock;
  /** False once the user lost their access (removed): asked when a stream starts listening. */
  isLive: (userId: string) => Promise<boolean>;
  heartbeatMs?: number;
}

/** The client's last event id: a sequence number, anything else starts afresh. */
function resumeFrom(lastId: string): number | null {
  return /^\d{1,15}$/.test(lastId) ? Number(lastId) : null;
}

/**
 * GET /notifications/stream: the caller's notifications as Server-Sent Events, `id` = the
 * notification's sequence number. A client that comes back with `Last-Event-ID` first gets what
 * it missed, from the database, then the live ones; each number is sent at most once per stream
 * and in increasing order, so a resume neither misses nor repeats (docs/domain.md#notifications).
 * A stream lives no longer than the caller's right to it: it ends when the access token expires
 * and, on every process, when the user's access is revoked (the client renews and resumes).
 */
export function createNotificationStream(deps: NotificationStreamDeps) {
  const { feed, repo, clock, isLive } = deps;
  const heartbeatMs = deps.heartbeatMs ?? STREAM_HEARTBEAT_SECONDS * 1000;

  const open = new Set<Response>();
  const perUser = new Map<string, Set<Response>>();

  async function openStream(
    caller: Caller,
    expiresAt: Date,
    req: Request,
    res: Response,
  ): Promise<void> {
    const held = perUser.get(caller._id) ?? new Set<Response>();
    if (held.size >= MAX_STREAMS_PER_USER) {
      throw new AppError('RATE_LIMITED', notificationsMessages.tooManyStreams);
    }
    perUser.set(caller._id, held);
    held.add(res);
    open.add(res);
    let expiry: NodeJS.Timeout | undefined;
    res.once('close', () => {
      clearTimeout(expiry);
      open.delete(res);
      held.delete(res);
      if (held.size === 0 && perUser.get(caller._id) === held) perUser.delete(caller._id);
    });
    const session = await createSession(req, res, {
      keepAlive: heartbeatMs,
      // Proxies (nginx) must not hold the events back.
      headers: { 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' },
    });
    // The token's next request would be refused: its stream ends then too, not at the next drop.
    if (session.isConnected) {
      expiry = setTimeout(() => res.end(), expiresAt.getTime() - clock().getTime());
      expiry.unref();
    }
    let sentUpTo = resumeFrom(session.lastId) ?? Number.POSITIVE_INFINITY;
    let replaying = true;
    const waiting: NotificationRecord[] = [];

    const send = (n: NotificationRecord) => {
      if (n.seq <= sentUpTo || !session.isConnected) return;
      sentUpTo = n.seq;
      session.push(toNotification(n), STREAM_EVENT, String(n.seq));
    };

    const unsubscribe = await feed.subscribe(caller._id, (n) => {
      if (isRevocation(n)) res.end();
      else if (replaying) waiting.push(n);
      else send(n);
    });
    session.on('disconnected', unsubscribe);
    if (!session.isConnected) unsubscribe();
    // Revoked between the guard and here: the feed may have gone past that end before listening.
    if (!(await isLive(caller._id))) {
      res.end();
      return;
    }

    const upTo = feed.deliveredUpTo();
    if (sentUpTo === Number.POSITIVE_INFINITY) {
      // A new stream starts from now: only what the feed hands over from here on.
      sentUpTo = upTo;
    } else {
      for (;;) {
        const page = await repo.listForAfter(caller._id, sentUpTo, upTo, BACKLOG_PAGE);
        page.forEach(send);
        if (page.length < BACKLOG_PAGE || !session.isConnected) break;
      }
    }
    replaying = false;
    waiting.splice(0).forEach(send);
  }

  return {
    open: openStream,
    /** Ends every open stream (shutdown): clients reconnect to another process and resume. */
    closeAll(): void {
      for (const res of open) res.end();
    },
    /** Ends the user's streams on this process at once (their access was revoked). */
    closeUser(userId: string): void {
      for (const res of perUser.get(userId) ?? []) res.end();
    },
  };
}

export type NotificationStream = ReturnType<typeof createNotificationStream>;
