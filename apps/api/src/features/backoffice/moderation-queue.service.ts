import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  QUEUE_KINDS,
  QueueKindSchema,
  type QueueItem,
  type QueueQuery,
} from '@reride/shared';
import { AppError } from '../../core/app-error';
import type { Page } from '../../core/keyset-page';
import type { QueueEntry, QueueSource } from '../../core/moderation-queue';

/**
 * How many rows each source answers at most: the queue is paged within this window (a backlog
 * beyond it shows once the oldest are decided).
 */
export const QUEUE_SOURCE_CAP = 500;

/** Oldest first; of the same age the most reported; then by kind and id, so every row has a place. */
function compare(a: QueueEntry, b: QueueEntry): number {
  return (
    a.waitingSince.getTime() - b.waitingSince.getTime() ||
    b.reportCount - a.reportCount ||
    QUEUE_KINDS.indexOf(a.kind) - QUEUE_KINDS.indexOf(b.kind) ||
    a.id.localeCompare(b.id)
  );
}

/** A cursor's keys: the last row's age, reports, kind and id. */
const CursorKeys = z.tuple([z.number().int(), z.number().int(), QueueKindSchema, z.string()]);

const cursorOf = (e: QueueEntry) =>
  Buffer.from(
    JSON.stringify([e.waitingSince.getTime(), e.reportCount, e.kind, e.id]),
    'utf8',
  ).toString('base64url');

function entryOf(cursor: string): QueueEntry {
  try {
    const keys = CursorKeys.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString()));
    if (keys.success) {
      const [at, reportCount, kind, id] = keys.data;
      return { waitingSince: new Date(at), reportCount, kind, id, title: '', link: '' };
    }
  } catch {
    // Falls through to the refusal below.
  }
  throw new AppError('VALIDATION_FAILED', 'Invalid cursor', [
    { path: 'cursor', message: 'Invalid cursor' },
  ]);
}

/**
 * The administrators' one queue (docs/domain.md#moderation-queue): every source's waiting rows
 * merged, ordered, filtered by kind and paged by a cursor on the order's keys.
 */
export function createModerationQueue(sources: readonly QueueSource[]) {
  return async (query: QueueQuery): Promise<Page<QueueItem>> => {
    const after = query.cursor ? entryOf(query.cursor) : null;
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const all = (await Promise.all(sources.map((source) => source(QUEUE_SOURCE_CAP)))).flat();
    const rows = all
      .filter((e) => !query.kind || e.kind === query.kind)
      .filter((e) => !after || compare(e, after) > 0)
      .sort(compare);
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return {
      items: items.map((e) => ({ ...e, waitingSince: e.waitingSince.toISOString() })),
      nextCursor: rows.length > limit && last ? cursorOf(last) : null,
    };
  };
}
