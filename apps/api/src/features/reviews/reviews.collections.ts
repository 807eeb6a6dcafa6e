import type { ObjectId } from 'mongodb';
import type { ReportReason, ReviewAbout, ReviewLabel, SubRatings } from '@reride/shared';
import { defineCollection } from '../../core/collection-spec';

/** One side's review of a completed order (docs/domain.md#reviews). */
export interface ReviewDoc {
  _id: ObjectId;
  orderId: ObjectId;
  about: ReviewAbout;
  authorId: ObjectId;
  subjectId: ObjectId;
  /** Copies taken when it is written, so the profile's list asks nobody. */
  authorName: string;
  bikeName: string;
  rating: number;
  subRatings: SubRatings;
  text: string;
  submittedAt: Date;
  /** The order's completion plus REVIEW_WINDOW_DAYS: the job publishes it then at the latest. */
  windowEndsAt: Date;
  /** Null while hidden; both reviews of an order get the same instant, their publication's. */
  publishedAt: Date | null;
  reply: { text: string; at: Date } | null;
  labels: ReviewLabel[];
  /** Set once its rating joined the subject's reputation, so a replay counts nothing twice. */
  counted?: true;
  /**
   * Reported: out of public lists until an administrator decides (docs/domain.md#reported-reviews);
   * removed: out for good. Absent while public, and again once kept.
   */
  moderation?: 'reported' | 'removed';
  /** When it was first reported since its last decision: the moderation queue's age. */
  reportedSince?: Date;
  /** Set once a removal took its rating back out of the subject's figures. */
  uncounted?: true;
}

/** One person's report of a review (docs/domain.md#reported-reviews): one per reporter. */
export interface ReviewReportDoc {
  _id: ObjectId;
  reviewId: ObjectId;
  reporterId: ObjectId;
  reason: ReportReason;
  note: string | null;
  createdAt: Date;
  /** Null until an administrator decides the review; then its reports no longer count. */
  decidedAt: Date | null;
}

/**
 * The publication of an order's reviews, `_id` = the order's id: the first insert wins, so two
 * submissions at the same instant publish once (docs/decisions/002-claim-documents-for-races.md).
 */
export interface ReviewPublicationDoc {
  _id: ObjectId;
  at: Date;
}

/** A person's stored reputation figures (docs/domain.md#reputation), `_id` = the user's id. */
export interface ReputationDoc {
  _id: ObjectId;
  ratingSum: number;
  ratingCount: number;
  /** Paid orders of theirs as a seller that ended (completed or refunded). */
  paidEnded: number;
  /** Of those, the ones the seller cancelled (a refund by the seller). */
  sellerCancelled: number;
  /** Of those, the ones that completed: absent on figures stored before it was kept. */
  completed?: number;
}

/** How a paid order ended, counted once into its seller's reputation, `_id` = the order's id. */
export interface ReputationOrderDoc {
  _id: ObjectId;
  sellerId: ObjectId;
  outcome: 'completed' | 'seller_cancelled' | 'refunded';
}

export const reviews = defineCollection<ReviewDoc>('reviews', [
  { key: { orderId: 1, about: 1 }, name: 'order_about_unique', unique: true },
  // The profile's list: published reviews about a person, newest first.
  { key: { subjectId: 1, _id: -1 }, name: 'subject_newest' },
  // The publish job: hidden reviews whose window closed.
  { key: { publishedAt: 1, windowEndsAt: 1 }, name: 'unpublished_window' },
  // The moderation queue and the administrators' list: reported reviews, oldest report first.
  { key: { moderation: 1, reportedSince: 1, _id: 1 }, name: 'moderation_since' },
]);
export const reviewPublications = defineCollection<ReviewPublicationDoc>('review_publications', []);
export const reputations = defineCollection<ReputationDoc>('reputations', []);
export const reputationOrders = defineCollection<ReputationOrderDoc>('reputation_orders', []);

export const reviewReports = defineCollection<ReviewReportDoc>('review_reports', [
  { key: { reviewId: 1, reporterId: 1 }, name: 'review_reporter_unique', unique: true },
  { key: { reviewId: 1, decidedAt: 1 }, name: 'review_undecided' },
]);
export const REVIEWS_COLLECTIONS = [
  reviews,
  reviewPublications,
  reputations,
  reputationOrders,
  reviewReports,
];
