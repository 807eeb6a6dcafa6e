import { ObjectId, type Db, type UpdateFilter } from 'mongodb';
import { type ReportReason, leaveMessages } from '@reride/shared';
import type { PageQuery, Page } from '../../core/keyset-page';
import { keysetOrder, NEWEST_ID } from '../../core/keyset-page';
import { insertOnce } from '../../db/client';
import { collection } from '../../db/collections';
import { EXPORT_LIMIT, exportRecord } from '../../db/data-export';
import { findPage } from '../../db/keyset-page';
import {
  reputationOrders,
  reputations,
  reviewPublications,
  reviewReports,
  reviews,
  type ReputationDoc,
  type ReputationOrderDoc,
  type ReviewDoc,
} from './reviews.collections';

/** The profile's list: ten a page unless asked. */
const REVIEWS_PAGE = 10;
/** Bookkeeping, not facts about the person: left out of their data download. */
const INTERNAL = ['counted', 'uncounted', 'moderation', 'reportedSince'];

/** Reported reviews, the oldest report first (moderation_since). */
const REPORTED_OLDEST = keysetOrder('r', [
  { field: 'reportedSince', direction: 1, kind: 'date' },
  { field: '_id', direction: 1, kind: 'id' },
]);

/** How many notes of one review the administrators' page shows, newest first. */
const NOTES_SHOWN = 20;

/** Why a review waits: its undecided reports' count, reasons (most given first) and notes. */
export interface ReviewReportSummary {
  count: number;
  reasons: { reason: ReportReason; count: number }[];
  notes: string[];
}

export interface NewReviewReport {
  reviewId: string;
  reporterId: string;
  reason: ReportReason;
  note: string | null;
  createdAt: Date;
}

type Exported = Record<string, unknown>[];

type Ids = 'orderId' | 'authorId' | 'subjectId';
export type NewReview = Omit<ReviewDoc, '_id' | 'publishedAt' | 'reply' | 'counted' | Ids> &
  Record<Ids, string>;

export function createReviewsRepository(db: Db) {
  const col = collection(db, reviews);
  const publications = collection(db, reviewPublications);
  const figures = collection(db, reputations);
  const outcomes = collection(db, reputationOrders);
  const reports = collection(db, reviewReports);
  const reported = (id: string) => ({ _id: new ObjectId(id), moderation: 'reported' as const });

  return {
    ofOrder: (orderId: string) =>
      col.find({ orderId: new ObjectId(orderId) }, { sort: { _id: 1 } }).toArray(),

    findById: (id: string) => col.findOne({ _id: new ObjectId(id) }),

    /** False when this side already reviewed the order (the unique index decides a race). */
    async insert(review: NewReview): Promise<ReviewDoc | null> {
      const doc: ReviewDoc = {
        ...review,
        _id: new ObjectId(),
        orderId: new ObjectId(review.orderId),
        authorId: new ObjectId(review.authorId),
        subjectId: new ObjectId(review.subjectId),
        publishedAt: null,
        reply: null,
      };
      return (await insertOnce(col, doc)) ? doc : null;
    },

    /**
     * Claims the publication of an order's reviews at `at`: `won` for the first claim only; the
     * instant is the winner's either way, so both reviews carry the same.
     */
    async claimPublication(orderId: string, at: Date): Promise<{ won: boolean; at: Date }> {
      const _id = new ObjectId(orderId);
      if (await insertOnce(publications, { _id, at })) return { won: true, at };
      const claim = await publications.findOne({ _id });
      return { won: false, at: claim?.at ?? at };
    },

    async isPublished(orderId: string): Promise<boolean> {
      return (await publications.countDocuments({ _id: new ObjectId(orderId) })) > 0;
    },

    async markPublished(orderId: string, at: Date): Promise<void> {
      await col.updateMany(
        { orderId: new ObjectId(orderId), publishedAt: null },
        { $set: { publishedAt: at } },
      );
    },

    /** Orders with a hidden review whose window closed, oldest first. */
    async windowClosed(now: Date, limit: number): Promise<string[]> {
      const docs = await col
        .find(
          { publishedAt: null, windowEndsAt: { $lte: now } },
          { projection: { orderId: 1 }, sort: { windowEndsAt: 1 }, limit },
        )
        .toArray();
      return [...new Set(docs.map((d) => d.orderId.toHexString()))];
    },

    /** The one reply, only to a published review and only by the person reviewed. */
    async reply(id: string, subjectId: string, text: string, at: Date): Promise<ReviewDoc | null> {
      return col.findOneAndUpdate(
        {
          _id: new ObjectId(id),
          subjectId: new ObjectId(subjectId),
          publishedAt: { $ne: null },
          reply: null,
        },
        { $set: { reply: { text, at } } },
        { returnDocument: 'after' },
      );
    },

    publishedAbout: (userId: string, query: PageQuery): Promise<Page<ReviewDoc>> =>
      findPage(
        col,
        {
          subjectId: new ObjectId(userId),
          publishedAt: { $ne: null },
          moderation: { $exists: false },
        },
        NEWEST_ID,
        query,
        { defaultLimit: REVIEWS_PAGE },
      ),

    /** Adds a published review's rating to its subject's figures, once per review. */
    async countRating(review: ReviewDoc): Promise<void> {
      const claimed = await col.updateOne(
        {
          _id: review._id,
          publishedAt: { $ne: null },
          counted: { $exists: false },
          moderation: { $ne: 'removed' },
        },
        { $set: { counted: true } },
      );
      if (claimed.modifiedCount === 0) return;
      await figures.updateOne(
        { _id: review.subjectId },
        { $inc: { ratingSum: review.rating, ratingCount: 1, paidEnded: 0, sellerCancelled: 0 } },
        { upsert: true },
      );
    },

    /** Counts how a paid order ended into its seller's figures, once per order. */
    async countOutcome(
      orderId: string,
      sellerId: string,
      outcome: ReputationOrderDoc['outcome'],
    ): Promise<void> {
      const seller = new ObjectId(sellerId);
      const counted = { _id: new ObjectId(orderId), sellerId: seller, outcome };
      if (!(await insertOnce(outcomes, counted))) return;
      const cancelled = outcome === 'seller_cancelled' ? 1 : 0;
      const completed = outcome === 'completed' ? 1 : 0;
      await figures.updateOne(
        { _id: seller },
        {
          $inc: {
            ratingSum: 0,
            ratingCount: 0,
            paidEnded: 1,
            sellerCancelled: cancelled,
            completed,
          },
        },
        { upsert: true },
      );
    },

    /** False when this person already reported this review (review_reporter_unique). */
    recordReport: (report: NewReviewReport): Promise<boolean> =>
      insertOnce(reports, {
        ...report,
        _id: new ObjectId(),
        reviewId: new ObjectId(report.reviewId),
        reporterId: new ObjectId(report.reporterId),
        decidedAt: null,
      }),

    /** Whether this person's report of the review waits for a decision (a retry finishes it). */
    async hasUndecidedReport(reviewId: string, reporterId: string): Promise<boolean> {
      const filter = {
        reviewId: new ObjectId(reviewId),
        reporterId: new ObjectId(reporterId),
        decidedAt: null,
      };
      return (await reports.countDocuments(filter, { limit: 1 })) > 0;
    },

    /** Public → reported, keeping the first report's time; a reported or removed one stays. */
    async markReported(id: string, at: Date): Promise<void> {
      await col.updateOne(
        { _id: new ObjectId(id), publishedAt: { $ne: null }, moderation: { $exists: false } },
        { $set: { moderation: 'reported', reportedSince: at } },
      );
    },

    /**
     * Reported → kept (public again) or removed, once: false when it is not reported, so of two
     * administrators deciding at once exactly one changes it.
     */
    async decide(id: string, action: 'keep' | 'remove', at: Date): Promise<boolean> {
      const change: UpdateFilter<ReviewDoc> =
        action === 'keep'
          ? { $unset: { moderation: true, reportedSince: true } }
          : { $set: { moderation: 'removed' } };
      const result = await col.updateOne(reported(id), change);
      if (result.modifiedCount === 0) return false;
      await reports.updateMany(
        { reviewId: new ObjectId(id), decidedAt: null, createdAt: { $lte: at } },
        { $set: { decidedAt: at } },
      );
      return true;
    },

    /** A removed review's counted rating leaves its subject's figures, once. */
    async uncountRating(review: ReviewDoc): Promise<void> {
      const claimed = await col.updateOne(
        { _id: review._id, moderation: 'removed', counted: true, uncounted: { $exists: false } },
        { $set: { uncounted: true } },
      );
      if (claimed.modifiedCount === 0) return;
      await figures.updateOne(
        { _id: review.subjectId },
        { $inc: { ratingSum: -review.rating, ratingCount: -1 } },
      );
    },

    /** The reported reviews, oldest report first, at most `cap` (the moderation queue). */
    oldestReported: (cap: number) =>
      col.find({ moderation: 'reported' }).sort({ reportedSince: 1, _id: 1 }).limit(cap).toArray(),

    /** The administrators' page of reported reviews, oldest report first. */
    reportedPage: (query: PageQuery): Promise<Page<ReviewDoc>> =>
      findPage(col, { moderation: 'reported' }, REPORTED_OLDEST, query),

    /** The undecided reports of each review, summed up for the administrators. */
    async summarise(reviewIds: ObjectId[]): Promise<Map<string, ReviewReportSummary>> {
      const docs = await reports
        .find({ reviewId: { $in: reviewIds }, decidedAt: null })
        .sort({ createdAt: -1, _id: -1 })
        .toArray();
      const out = new Map<string, ReviewReportSummary>();
      for (const doc of docs) {
        const id = doc.reviewId.toHexString();
        const summary = out.get(id) ?? { count: 0, reasons: [], notes: [] };
        summary.count += 1;
        const counted = summary.reasons.find((r) => r.reason === doc.reason);
        if (counted) counted.count += 1;
        else summary.reasons.push({ reason: doc.reason, count: 1 });
        if (doc.note && summary.notes.length < NOTES_SHOWN) summary.notes.push(doc.note);
        out.set(id, summary);
      }
      for (const summary of out.values()) summary.reasons.sort((a, b) => b.count - a.count);
      return out;
    },

    figuresOf: (userId: string): Promise<ReputationDoc | null> =>
      figures.findOne({ _id: new ObjectId(userId) }),

    /**
     * A person's data download: the reviews they wrote (hidden ones too) and the published ones
     * about them, replies included; a hidden review about them is not yet theirs to read.
     */
    async dataOf(
      userId: string,
    ): Promise<{ written: Exported; received: Exported; reported: Exported }> {
      const id = new ObjectId(userId);
      const newest = (filter: object) =>
        col.find(filter).sort({ _id: -1 }).limit(EXPORT_LIMIT).toArray();
      const written = await newest({ authorId: id });
      const received = await newest({ subjectId: id, publishedAt: { $ne: null } });
      const reported = await reports
        .find({ reporterId: id })
        .sort({ _id: -1 })
        .limit(EXPORT_LIMIT)
        .toArray();
      return {
        written: written.map((d) => exportRecord(d, INTERNAL)),
        received: received.map((d) => exportRecord(d, INTERNAL)),
        reported: reported.map((d) => exportRecord(d)),
      };
    },

    /**
     * `user.deleted` (idempotent): their reviews stay, since the other side's reputation rests
     * on them, but name "Deleted user"; their own figures go with them.
     */
    async forgetAuthor(userId: string): Promise<void> {
      const id = new ObjectId(userId);
      await col.updateMany(
        { authorId: id },
        { $set: { authorName: leaveMessages.deletedUserName } },
      );
      await figures.deleteOne({ _id: id });
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
