import type { ObjectId } from 'mongodb';
import { defineCollection } from '../../core/collection-spec';

/**
 * A conversation between a bike's buyer and its seller (docs/domain.md#conversations): one per
 * (bike, buyer), claimed by the unique index. The names are copies taken when it starts.
 */
export interface ConversationDoc {
  _id: ObjectId;
  bikeId: ObjectId;
  buyerId: ObjectId;
  sellerId: ObjectId;
  /** `[buyerId, sellerId]`: one multikey index serves both participants' Inbox. */
  participants: ObjectId[];
  buyerName: string;
  sellerName: string;
  lastMessage: string;
  lastMessageAt: Date;
  /** Who wrote `lastMessage`: the other side reads its contact details masked until payment. */
  lastFrom?: 'buyer' | 'seller';
  /**
   * Messages each side has not read: the sender `$inc`s the other side's, reading sets one's
   * own to 0. A counter (rather than a last-read time) makes the Inbox badge a sum over the
   * caller's conversations with unread messages only (buyer_unread, seller_unread), with no
   * count of messages.
   */
  buyerUnread: number;
  sellerUnread: number;
  createdAt: Date;
  /** Set when a participant is removed: nobody writes in it again. Absent on older documents. */
  closedAt?: Date;
  /**
   * When the buyer's opening question was asked, and when the seller first answered it: the
   * conditional update that sets `answeredAt` counts each conversation once in the seller's
   * answer times (answer-times.ts). Absent on conversations older than the answer times.
   */
  openedAt?: Date;
  answeredAt?: Date;
}

/** One plain-text message; never interpreted as HTML. */
export interface MessageDoc {
  _id: ObjectId;
  conversationId: ObjectId;
  senderId: ObjectId;
  senderName: string;
  text: string;
  createdAt: Date;
  /**
   * Set when an administrator removes it after a report: participants no longer get its text,
   * the administrator's queue still does. Absent on messages never removed.
   */
  removedAt?: Date;
  /** The offer this message made (docs/domain.md#offers): the thread shows its card. */
  offerId?: ObjectId;
  /** Its private photo, a file of `images` marked with this conversation (docs/domain.md#conversations). */
  photoId?: ObjectId;
}

/**
 * A user blocks another (docs/domain.md#reports-and-blocks): per pair of users, whatever the
 * conversation. The unique index makes blocking twice one document; the second index finds the
 * blocks against a user.
 */
export interface UserBlockDoc {
  _id: ObjectId;
  blockerId: ObjectId;
  blockedId: ObjectId;
  createdAt: Date;
}
export const userBlocks = defineCollection<UserBlockDoc>('user_blocks', [
  { key: { blockerId: 1, blockedId: 1 }, name: 'blocker_blocked_unique', unique: true },
  { key: { blockedId: 1, blockerId: 1 }, name: 'blocked_blocker' },
]);

export type MessageReportState = 'open' | 'dismissed' | 'removed';

/**
 * A participant's report of the other one's message: one per reporter and message (unique
 * claim). Copies what the administrator's queue shows, so the queue reads this collection only
 * (plus the bikes in one `$in`).
 */
export interface MessageReportDoc {
  _id: ObjectId;
  messageId: ObjectId;
  conversationId: ObjectId;
  bikeId: ObjectId;
  reporterId: ObjectId;
  reporterName: string;
  reporterRole: 'buyer' | 'seller';
  buyerName: string;
  sellerName: string;
  text: string;
  sentAt: Date;
  reason: string;
  note: string | null;
  state: MessageReportState;
  createdAt: Date;
  decidedAt: Date | null;
  decidedBy: ObjectId | null;
}
export const messageReports = defineCollection<MessageReportDoc>('message_reports', [
  { key: { messageId: 1, reporterId: 1 }, name: 'message_reporter_unique', unique: true },
  { key: { state: 1, _id: -1 }, name: 'state_newest' },
]);

export const conversations = defineCollection<ConversationDoc>('conversations', [
  { key: { bikeId: 1, buyerId: 1 }, name: 'bike_buyer_unique', unique: true },
  { key: { participants: 1, lastMessageAt: -1, _id: -1 }, name: 'participants_newest' },
  { key: { buyerId: 1, buyerUnread: 1 }, name: 'buyer_unread' },
  { key: { sellerId: 1, sellerUnread: 1 }, name: 'seller_unread' },
]);

export const conversationMessages = defineCollection<MessageDoc>('messages', [
  { key: { conversationId: 1, _id: -1 }, name: 'conversation_newest' },
]);

/**
 * A person's first-answer times as a seller (docs/domain.md#public-profiles), one document per
 * user (`_id` is theirs): the last few times and their median, kept when an answer is stored so
 * a profile reads one number and never the messages.
 */
export interface AnswerTimesDoc {
  _id: ObjectId;
  /** The latest first-answer times in milliseconds, oldest first (answer-times.ts keeps how many). */
  recentMs: number[];
  /** Conversations answered in all, each once. */
  answered: number;
  /** The median of `recentMs`, written by the update that saw that array. */
  medianMs: number;
  /** Moves with every answer: a median is written only over the array it was computed from. */
  version: number;
  updatedAt: Date;
}
export const answerTimes = defineCollection<AnswerTimesDoc>('answer_times', []);
