import { randomUUID } from 'node:crypto';
import { ObjectId, type Db } from 'mongodb';
import { insertOnce } from '../../db/client';
import { collection } from '../../db/collections';
import { outbox, type OutboxDoc } from './email.collections';

/** A queued mail as the outbox sees it. */
export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  headers?: Record<string, string>;
  attempts: number;
}

export interface NewMail {
  /**
   * The notification it tells: one mail per notification. A mail of no notification (a saved
   * searches' digest) names its own id, unique to what it tells.
   */
  notificationId: string;
  userId: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  headers?: Record<string, string> | undefined;
  at: Date;
}

/** The attempt holding a mail: only it may record how the attempt ended. */
export interface Claim {
  mail: OutboxMail;
  claimId: string;
}

const toMail = (doc: OutboxDoc): OutboxMail => ({
  id: doc._id.toHexString(),
  to: doc.to,
  subject: doc.subject,
  html: doc.html,
  text: doc.text,
  messageId: doc.messageId,
  ...(doc.headers && { headers: doc.headers }),
  attempts: doc.attempts,
});

/** The `outbox` collection; nothing else touches it (docs/decisions/007-email-outbox.md). */
export function createOutboxRepository(db: Db) {
  const col = collection(db, outbox);
  const held = (claim: Claim) => ({ _id: new ObjectId(claim.mail.id), claimId: claim.claimId });

  return {
    /** Queues the mail unless this notification already has one: true when queued now. */
    insert(mail: NewMail): Promise<boolean> {
      return insertOnce(col, {
        _id: new ObjectId(mail.notificationId),
        userId: new ObjectId(mail.userId),
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
        ...(mail.headers && { headers: mail.headers }),
        state: 'pending',
        attempts: 0,
        nextAttemptAt: mail.at,
        lastError: null,
        claimId: null,
        claimedAt: null,
        leaseUntil: null,
        createdAt: mail.at,
        sentAt: null,
      });
    },

    /**
     * Takes the oldest due pending mail for one attempt: a conditional update from `pending`, so
     * of two processes asking at once only one gets it. Null when nothing is due.
     */
    async claimDue(now: Date, leaseMs: number): Promise<Claim | null> {
      const claimId = randomUUID();
      const doc = await col.findOneAndUpdate(
        { state: 'pending', nextAttemptAt: { $lte: now } },
        {
          $set: {
            state: 'sending',
            claimId,
            claimedAt: now,
            leaseUntil: new Date(now.getTime() + leaseMs),
          },
          $inc: { attempts: 1 },
        },
        { sort: { nextAttemptAt: 1 }, returnDocument: 'after' },
      );
      return doc && { mail: toMail(doc), claimId };
    },

    /**
     * The SMTP server accepted it. Also from `interrupted`: a lease that ran out under a slow but
     * live attempt still ends as what really happened.
     */
    markSent: (claim: Claim, at: Date) =>
      col
        .updateOne(
          { ...held(claim), state: { $in: ['sending', 'interrupted'] } },
          { $set: { state: 'sent', sentAt: at, leaseUntil: null, lastError: null } },
        )
        .then(() => undefined),

    /** Refused: another attempt at `retryAt`, or (null) no more attempts. */
    markRefused: (claim: Claim, error: string, retryAt: Date | null) =>
      col
        .updateOne(
          { ...held(claim), state: 'sending' },
          {
            $set: retryAt
              ? { state: 'pending', nextAttemptAt: retryAt, lastError: error, leaseUntil: null }
              : { state: 'failed', lastError: error, leaseUntil: null },
          },
        )
        .then(() => undefined),

    /**
     * Mails whose attempt outlived its lease: the process died during the SMTP conversation, so
     * the server may have accepted them. They are never sent again (at most once).
     */
    markInterrupted: (now: Date) =>
      col
        .updateMany(
          { state: 'sending', leaseUntil: { $lt: now } },
          {
            $set: {
              state: 'interrupted',
              lastError: 'The sending process stopped during the attempt: not sent again',
            },
          },
        )
        .then((result) => result.modifiedCount),
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
