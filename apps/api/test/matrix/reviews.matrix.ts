import { callAs, matrixOrder } from '../fixtures/orders';
import {
  ADMIN_ONLY,
  ANY_USER,
  PARTIES_ONLY,
  PUBLIC,
  type CallerName,
  type MatrixFixtures,
  type MatrixRow,
} from './authorization-matrix';

const auth = (user: { accessToken: string }) => ({
  authHeader: { Authorization: `Bearer ${user.accessToken}` },
});

/** A completed order of `fx.buyer` with `fx.seller`: a fresh one for each caller that reviews. */
async function completedOrder(fx: MatrixFixtures, caller: CallerName) {
  const id = await matrixOrder(fx, 'paid', caller, caller);
  await callAs(fx.t, 'confirmHandover', auth(fx.buyer), { params: { id } }).expect(200);
  return id;
}

const REVIEW_BY = {
  buyer: { rating: 5, subRatings: { asDescribed: 5, communication: 5, handover: 5 }, text: '' },
  seller: { rating: 5, subRatings: { communication: 5, punctuality: 5 }, text: '' },
};

/** A review published about `fx.seller` (both sides reviewed): each caller replies to a fresh one. */
async function publishedAboutSeller(fx: MatrixFixtures, caller: CallerName) {
  const id = await completedOrder(fx, caller);
  await callAs(fx.t, 'submitReview', auth(fx.seller), { params: { id }, body: REVIEW_BY.seller });
  const res = await callAs(fx.t, 'submitReview', auth(fx.buyer), {
    params: { id },
    body: REVIEW_BY.buyer,
  }).expect(201);
  return (res.body as { mine: { _id: string } }).mine._id;
}

/** A review published about `fx.seller` and reported by `fx.anotherSeller`: waiting for a decision. */
async function reportedAboutSeller(fx: MatrixFixtures, caller: CallerName) {
  const id = await publishedAboutSeller(fx, caller);
  await callAs(fx.t, 'reportReview', auth(fx.anotherSeller), {
    params: { id },
    body: { reason: 'offensive' },
  }).expect(200);
  return id;
}

export const matrixRows: MatrixRow[] = [
  {
    endpoint: 'getOrderReviews',
    // The order's two parties; anyone else, administrators too, 404.
    expect: PARTIES_ONLY,
    request: async (fx, caller) => ({ params: { id: await completedOrder(fx, caller) } }),
  },
  {
    endpoint: 'submitReview',
    expect: { ...PARTIES_ONLY, buyer: 201, seller: 201 },
    request: async (fx, caller) => ({
      params: { id: await completedOrder(fx, caller) },
      body: caller === 'seller' ? REVIEW_BY.seller : REVIEW_BY.buyer,
    }),
  },
  {
    endpoint: 'replyToReview',
    // Only the person reviewed (here the seller); the author and everyone else 404.
    expect: { ...ANY_USER, buyer: 404, anotherSeller: 404, admin: 404 },
    request: async (fx, caller) => ({
      params: { id: await publishedAboutSeller(fx, caller) },
      body: { text: 'Thank you' },
    }),
  },
  {
    endpoint: 'listUserReviews',
    expect: PUBLIC,
    request: (fx) => ({ params: { id: fx.seller.user._id } }),
  },
  {
    endpoint: 'reportReview',
    // Anyone signed in but the review's author (here the buyer).
    expect: { ...ANY_USER, buyer: 403 },
    request: async (fx, caller) => ({
      params: { id: await publishedAboutSeller(fx, caller) },
      body: { reason: 'offensive' },
    }),
  },
  { endpoint: 'listReportedReviews', expect: ADMIN_ONLY },
  {
    endpoint: 'decideReviewReport',
    expect: ADMIN_ONLY,
    request: async (fx, caller) => ({
      params: { id: await reportedAboutSeller(fx, caller) },
      body: { action: 'keep', reason: 'Fair review' },
    }),
  },
];
