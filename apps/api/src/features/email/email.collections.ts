import type { ObjectId } from 'mongodb';
import { defineCollection } from '../../core/collection-spec';

/**
 * One email each (features/email/, docs/decisions/007-email-outbox.md). `_id` is the
 * notification's id, so a notification is mailed once; `state` moves pending → sending → sent,
 * back to pending to retry, or to failed; a `sending` whose lease ran out is `interrupted` and
 * never sent again. `claimId` names the attempt that holds it.
 */
export interface OutboxDoc {
  _id: ObjectId;
  userId: ObjectId;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The Message-ID header, fixed when the mail is queued: the same on every attempt. */
  messageId: string;
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post of alert emails (RFC 8058). */
  headers?: Record<string, string>;
  state: 'pending' | 'sending' | 'sent' | 'failed' | 'interrupted';
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  claimId: string | null;
  claimedAt: Date | null;
  leaseUntil: Date | null;
  createdAt: Date;
  sentAt: Date | null;
}
export const outbox = defineCollection<OutboxDoc>('outbox', [
  { key: { state: 1, nextAttemptAt: 1 }, name: 'state_due' },
  { key: { state: 1, leaseUntil: 1 }, name: 'state_lease' },
]);
