import { admin, type Route } from './route';

export const reviewRoutes = {
  // Reviews (docs/domain.md#reviews)
  getOrderReviews: {
    method: 'GET',
    path: '/orders/:id/reviews',
    access: 'user',
  },
  submitReview: {
    method: 'POST',
    path: '/orders/:id/reviews',
    access: 'user',
    rateLimit: 'orderAction',
    successStatus: 201,
  },
  replyToReview: {
    method: 'POST',
    path: '/reviews/:id/reply',
    access: 'user',
    rateLimit: 'orderAction',
  },
  listUserReviews: {
    method: 'GET',
    path: '/users/:id/reviews',
    access: 'public',
    publicCache: true,
  },
  // Reported reviews (docs/domain.md#reported-reviews)
  reportReview: {
    method: 'POST',
    path: '/reviews/:id/report',
    access: 'user',
    rateLimit: 'report',
  },
  listReportedReviews: {
    method: 'GET',
    path: '/reported-reviews',
    access: admin,
  },
  decideReviewReport: {
    method: 'POST',
    path: '/reviews/:id/decision',
    access: admin,
  },
} as const satisfies Record<string, Route>;
