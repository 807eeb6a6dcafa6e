import { z } from 'zod';
import { IsoDateTimeSchema, ListQuerySchema, ObjectIdSchema } from './common';
import { ReasonCountSchema, ReportBikeBodySchema } from './reports';

/**
 * Reviews of a completed order and the reputation they feed (docs/domain.md#reviews,
 * docs/domain.md#reputation).
 */

export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_WINDOW_DAYS_DEFAULT = 14;

const RatingSchema = z.number().int().min(1).max(5);

/** The buyer's sub-ratings of the seller. */
export const SellerSubRatingsSchema = z.strictObject({
  asDescribed: RatingSchema,
  communication: RatingSchema,
  handover: RatingSchema,
});
/** The seller's sub-ratings of the buyer. */
export const BuyerSubRatingsSchema = z.strictObject({
  communication: RatingSchema,
  punctuality: RatingSchema,
});
export const SubRatingsSchema = z.union([SellerSubRatingsSchema, BuyerSubRatingsSchema]);
export type SubRatings = z.infer<typeof SubRatingsSchema>;

/** Who a review is about: the buyer reviews the seller, the seller the buyer. */
export const ReviewAboutSchema = z.enum(['seller', 'buyer']);
export type ReviewAbout = z.infer<typeof ReviewAboutSchema>;

/** What happened to the order after payment, shown beside its reviews. */
export const ReviewLabelSchema = z.enum(['refunded', 'disputed']);
export type ReviewLabel = z.infer<typeof ReviewLabelSchema>;

/** POST /orders/:id/reviews: the sub-ratings must be those of the side reviewed. */
export const SubmitReviewBodySchema = z.strictObject({
  rating: RatingSchema,
  subRatings: SubRatingsSchema,
  text: z.string().trim().max(REVIEW_TEXT_MAX),
});
export type SubmitReviewBody = z.infer<typeof SubmitReviewBodySchema>;

/** POST /reviews/:id/reply: the reviewed person's one public answer. */
export const ReplyReviewBodySchema = z.strictObject({
  text: z.string().trim().min(1).max(REVIEW_REPLY_MAX),
});
export type ReplyReviewBody = z.infer<typeof ReplyReviewBodySchema>;

export const ReviewReplySchema = z.object({ text: z.string(), at: IsoDateTimeSchema });

/** A review as its author sees it before publication, and as everyone sees it after. */
export const ReviewSchema = z
  .object({
    _id: ObjectIdSchema,
    orderId: ObjectIdSchema,
    about: ReviewAboutSchema,
    authorName: z.string(),
    bikeName: z.string(),
    rating: RatingSchema,
    subRatings: SubRatingsSchema,
    text: z.string(),
    submittedAt: IsoDateTimeSchema,
    /** Null while hidden (until both sides reviewed or the window closed). */
    publishedAt: IsoDateTimeSchema.nullable(),
    reply: ReviewReplySchema.nullable(),
    labels: z.array(ReviewLabelSchema),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof ReviewSchema>;
export const ReviewListSchema = z.array(ReviewSchema);

/** GET /orders/:id/reviews: one party's view of the order's reviews. */
export const OrderReviewsSchema = z
  .object({
    /** Whom the caller reviews, and their name. */
    about: ReviewAboutSchema,
    otherName: z.string(),
    /** The caller may submit their review now. */
    canReview: z.boolean(),
    /** When the window closes; null when the order never completed. */
    windowEndsAt: IsoDateTimeSchema.nullable(),
    mine: ReviewSchema.nullable(),
    /** The other side's review: only once published. */
    theirs: ReviewSchema.nullable(),
    /** The caller may reply to `theirs` (published, not yet answered). */
    canReply: z.boolean(),
  })
  .meta({ id: 'OrderReviews' });
export type OrderReviews = z.infer<typeof OrderReviewsSchema>;

export const ReviewListQuerySchema = ListQuerySchema;

/**
 * Stored reputation figures (docs/domain.md#reputation): written when reviews publish and when
 * orders end, never computed per view.
 */
export const ReputationSchema = z.object({
  /** The average of published reviews about the person, one decimal; null with none. */
  ratingAverage: z.number().min(1).max(5).nullable(),
  ratingCount: z.number().int().nonnegative(),
  /** Paid orders the person cancelled as a seller, over their paid orders that ended; null with none. */
  sellerCancelledShare: z.number().min(0).max(1).nullable(),
  /** The person's paid orders as a seller that completed. */
  completedSales: z.number().int().nonnegative(),
});
export type Reputation = z.infer<typeof ReputationSchema>;

/**
 * POST /reviews/:id/report (docs/domain.md#reported-reviews): the reasons and note rules of a
 * listing report; the reporter and time come from the server.
 */
export const ReportReviewBodySchema = ReportBikeBodySchema;
export type ReportReviewBody = z.infer<typeof ReportReviewBodySchema>;
export type ReportReviewBodyInput = z.input<typeof ReportReviewBodySchema>;

export const REVIEW_DECISION_REASON_MAX = 500;

/** POST /reviews/:id/decision: an administrator keeps or removes a reported review, saying why. */
export const ReviewDecisionBodySchema = z.strictObject({
  action: z.enum(['keep', 'remove']),
  reason: z.string().trim().min(1).max(REVIEW_DECISION_REASON_MAX),
});
export type ReviewDecisionBody = z.infer<typeof ReviewDecisionBodySchema>;

/** GET /reported-reviews: a review waiting for a decision, with who reported it and why. */
export const ReportedReviewSchema = ReviewSchema.extend({
  /** The person the review is about, whose profile it was hidden from. */
  subjectId: ObjectIdSchema,
  reportCount: z.number().int().nonnegative(),
  reasons: z.array(ReasonCountSchema),
  /** The reporters' notes, newest first. */
  notes: z.array(z.string()),
  /** When it was first reported since its last decision. */
  reportedAt: IsoDateTimeSchema,
}).meta({ id: 'ReportedReview' });
export type ReportedReview = z.infer<typeof ReportedReviewSchema>;
export const ReportedReviewListSchema = z.array(ReportedReviewSchema);
