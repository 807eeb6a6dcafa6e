import type { QueueItem } from '@reride/shared';

/**
 * A feature's part of the administrators' one queue (docs/domain.md#moderation-queue): what
 * waits for a decision in that feature, oldest first, at most `cap` rows. The back office
 * (features/backoffice) gathers every source; a new kind is one more source in its list.
 */
export type QueueEntry = Omit<QueueItem, 'waitingSince'> & { waitingSince: Date };
/** A title longer than this (a message's text) is cut. */
export const QUEUE_TITLE_MAX = 80;

export type QueueSource = (cap: number) => Promise<QueueEntry[]>;
