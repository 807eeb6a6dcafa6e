import { IdParamsSchema, ListQuerySchema, ModifyResultSchema } from '../common';
import {
  OrderReviewsSchema,
  ReplyReviewBodySchema,
  ReportedReviewListSchema,
  ReportReviewBodySchema,
  ReviewDecisionBodySchema,
  ReviewListQuerySchema,
  ReviewListSchema,
  ReviewSchema,
  SubmitReviewBodySchema,
} from '../reviews';
import { reviewRoutes } from '../routes/reviews';
import { endpoints } from './endpoint';

export const reviewEndpoints = endpoints(reviewRoutes, {
  getOrderReviews: {
    tag: 'reviews',
    summary: "A party's view of an order's reviews: theirs, the other side's once published",
    params: IdParamsSchema,
    response: OrderReviewsSchema,
  },
  submitReview: {
    tag: 'reviews',
    summary: 'Review the other side of a completed order, once, within the review window',
    params: IdParamsSchema,
    body: SubmitReviewBodySchema,
    response: OrderReviewsSchema,
  },
  replyToReview: {
    tag: 'reviews',
    summary: 'The reviewed person answers a published review, once',
    params: IdParamsSchema,
    body: ReplyReviewBodySchema,
    response: ReviewSchema,
  },
  listUserReviews: {
    tag: 'reviews',
    summary: 'Published reviews about a person, newest first, with their replies',
    params: IdParamsSchema,
    query: ReviewListQuerySchema,
    response: ReviewListSchema,
  },
  reportReview: {
    tag: 'reviews',
    summary: 'Report a published review; it leaves public lists until an administrator decides',
    params: IdParamsSchema,
    body: ReportReviewBodySchema,
    response: ModifyResultSchema,
  },
  listReportedReviews: {
    tag: 'reviews',
    summary: 'Reported reviews waiting for a decision, oldest first',
    query: ListQuerySchema,
    response: ReportedReviewListSchema,
  },
  decideReviewReport: {
    tag: 'reviews',
    summary: 'Keep a reported review (public again) or remove it (hidden for good), with a reason',
    params: IdParamsSchema,
    body: ReviewDecisionBodySchema,
    response: ModifyResultSchema,
  },
});
