import type { Document, ObjectId } from 'mongodb';
import { defineCollection } from '../../core/collection-spec';

/**
 * What users are told (docs/domain.md#notifications). `seq` orders the live stream over every
 * API process: it comes from the `counters` document `notifications`. `key` names the fact told
 * (an order event, a message, an offer step), so telling it twice writes once.
 */
export interface NotificationDoc {
  _id: ObjectId;
  seq: number;
  userId: ObjectId;
  key: string;
  topic: string;
  /** The facts, as the shared NotificationSchema gives them for the topic. */
  facts: Document;
  readAt: Date | null;
  createdAt: Date;
}
export const notifications = defineCollection<NotificationDoc>('notifications', [
  { key: { seq: 1 }, name: 'seq_unique', unique: true },
  { key: { userId: 1, key: 1 }, name: 'user_key_unique', unique: true },
  // The bell's pages: newest first with `_id` last, as every keyset order ends (core/keyset-page.ts).
  { key: { userId: 1, seq: -1, _id: -1 }, name: 'user_seq_newest' },
  { key: { userId: 1, readAt: 1 }, name: 'user_unread' },
]);

/**
 * Ends of users' access (`user.access-revoked`) as the streams of every process hear of them: each
 * takes a number from the notifications' sequence, so the feed that carries the notifications to
 * a process carries these in the same order (docs/decisions/008-live-notifications-by-polling-a-sequence.md).
 * `{userId, at}` names the ending, so hearing of it twice writes once.
 */
export interface AccessRevocationDoc {
  _id: ObjectId;
  seq: number;
  userId: ObjectId;
  reason: string;
  at: Date;
}
export const accessRevocations = defineCollection<AccessRevocationDoc>('access_revocations', [
  { key: { seq: 1 }, name: 'seq_unique', unique: true },
  { key: { userId: 1, at: 1 }, name: 'user_at_unique', unique: true },
]);

/** Named sequences (`_id` = the sequence's name); `$inc` hands out numbers across processes. */
export interface CounterDoc {
  _id: string;
  value: number;
}
export const counters = defineCollection<CounterDoc>('counters', []);
