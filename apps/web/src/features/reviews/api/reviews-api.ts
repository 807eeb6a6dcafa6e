import {
  type ReplyReviewBody,
  type ReportReviewBody,
  type ReviewDecisionBody,
  type SubmitReviewBody,
  reviewMessages,
} from '@reride/shared';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { callApiPage, cursorPaging } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';

/** Reviews a person's profile lists per request. */
export const REVIEWS_PAGE_SIZE = 10;

const orderReviewsKey = (orderId: string) => [...queryRoots.reviews, 'order', orderId] as const;

/** GET /orders/:id/reviews: the caller's side of an order's reviews (its parties only). */
export function useOrderReviews(orderId: string) {
  return useQuery({
    queryKey: orderReviewsKey(orderId),
    queryFn: ({ signal }) => callApi('getOrderReviews', { params: { id: orderId }, signal }),
    // The other side's review may publish both at any moment: fetch on every visit.
    staleTime: 0,
  });
}

/**
 * GET /users/:id/reviews: the published reviews about a person, a page at a time. The profile's
 * loader starts the first page, so the server draws it.
 */
export function userReviewsQueryOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: [...queryRoots.reviews, 'user', userId],
    queryFn: ({ pageParam, signal }) =>
      callApiPage('listUserReviews', {
        params: { id: userId },
        query: { limit: REVIEWS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    ...cursorPaging,
  });
}

export function useUserReviews(userId: string) {
  return useInfiniteQuery(userReviewsQueryOptions(userId));
}

/**
 * Sends the caller's review (POST /orders/:id/reviews) or a reply (POST /reviews/:id/reply):
 * the server's message on failure; every review view, and the profiles (under the bikes' root,
 * whose figures a publication changes), refetched either way.
 */
function useReviewMutation<B>(send: (body: B) => Promise<unknown>, success: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => toast.success(success),
    onError: (error) => toast.error(error.message),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.reviews }),
        queryClient.invalidateQueries({ queryKey: queryRoots.bikes }),
      ]),
  });
}

export const useSubmitReview = (orderId: string) =>
  useReviewMutation(
    (body: SubmitReviewBody) => callApi('submitReview', { params: { id: orderId }, body }),
    reviewMessages.reviews.savedToast,
  );

export const useReplyToReview = (reviewId: string) =>
  useReviewMutation(
    (body: ReplyReviewBody) => callApi('replyToReview', { params: { id: reviewId }, body }),
    reviewMessages.reviews.repliedToast,
  );

/**
 * POST /reviews/:id/report (signed in, not the author): modifiedCount 0 = this person had
 * reported it before. The profile's list is refetched either way: the review has left it.
 */
export function useReportReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, body }: { reviewId: string; body: ReportReviewBody }) =>
      callApi('reportReview', { params: { id: reviewId }, body }),
    onSuccess: (result) => {
      if (result.modifiedCount > 0) toast.success(reviewMessages.reviews.reportedToast);
      else toast.error(reviewMessages.reviews.alreadyReportedToast);
    },
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.reviews }),
  });
}

const reportedReviewsKey = [...queryRoots.reviews, 'reported'] as const;

/** GET /reported-reviews (administrators): reported reviews, oldest report first. */
export function useReportedReviews() {
  return useInfiniteQuery({
    queryKey: reportedReviewsKey,
    queryFn: ({ pageParam, signal }) =>
      callApiPage('listReportedReviews', {
        query: { limit: REVIEWS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    ...cursorPaging,
  });
}

/** POST /reviews/:id/decision: keep or remove, with the reason the audit log keeps. */
export function useDecideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, body }: { reviewId: string; body: ReviewDecisionBody }) =>
      callApi('decideReviewReport', { params: { id: reviewId }, body }),
    onSuccess: (_result, { body }) =>
      toast.success(
        body.action === 'keep'
          ? reviewMessages.reviews.keptToast
          : reviewMessages.reviews.removedToast,
      ),
    onError: (error) => toast.error(error.message),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.reviews }),
        queryClient.invalidateQueries({ queryKey: queryRoots.bikes }),
      ]),
  });
}
