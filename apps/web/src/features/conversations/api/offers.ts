import { type MakeOfferBody, type OfferAction, offerMessages } from '@reride/shared';
import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { callApi, callApiPage } from '../../../lib/api-client';
import { usePollInterval } from '../../../lib/live-updates';
import { queryRoots } from '../../../lib/query-keys';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { conversationKeys, conversationsQueryRoot, MESSAGES_POLL_MS } from './query-keys';

/** The newest offer of a conversation: whether one still waits for an answer. */
const latestOfferKey = (id: string) => [...conversationsQueryRoot, 'offers', id] as const;

/** What a made or answered offer changes: the thread's cards, the newest offer, the Inbox. */
const offerViews = (conversationId: string) => [
  conversationKeys.messages(conversationId),
  latestOfferKey(conversationId),
  conversationKeys.inbox,
];

/**
 * GET /conversations/:id/offers, newest only: a buyer has one open offer per bike at most, and
 * it is the newest. Refreshed like the messages (live, else polled).
 */
export function useLatestOffer(conversationId: string) {
  return useQuery({
    queryKey: latestOfferKey(conversationId),
    queryFn: async ({ signal }) => {
      const page = await callApiPage('listOffers', {
        params: { id: conversationId },
        query: { limit: 1 },
        signal,
      });
      return page.items[0] ?? null;
    },
    refetchInterval: usePollInterval(MESSAGES_POLL_MS),
  });
}

/**
 * POST /conversations/:id/offers (the buyer). The toast is the mutation's own: the refreshed
 * newest offer hides the form, whose per-call callbacks then never run.
 */
export function useMakeOffer(conversationId: string) {
  return useRefreshingMutation(async (body: MakeOfferBody) => {
    const made = await callApi('makeOffer', { params: { id: conversationId }, body });
    toast.success(offerMessages.madeToast);
    return made;
  }, offerViews(conversationId));
}

/** An answer to an offer: every action of `Offer.actions` but Pay, which is the payment page. */
export type OfferAnswer = Exclude<OfferAction, 'pay'>;

const SUCCESS: Record<OfferAnswer, string> = {
  accept: offerMessages.acceptedToast,
  decline: offerMessages.declinedToast,
  counter: offerMessages.counteredToast,
};

/** Every answer to one offer shares this key: its buttons wait while any of them runs. */
const answerKey = (offerId: string) =>
  [...conversationsQueryRoot, 'offer-answer', offerId] as const;

function answerOffer(answer: OfferAnswer, id: string, amount?: number) {
  if (answer === 'counter') {
    return callApi('counterOffer', { params: { id }, body: { amount: amount ?? 0 } });
  }
  return callApi(answer === 'accept' ? 'acceptOffer' : 'declineOffer', { params: { id } });
}

/**
 * POST /offers/:id/accept, /decline or /counter: its toast on success, the server's reason on
 * failure, and the thread refetched either way (an acceptance also made an order).
 */
export function useOfferAnswer(answer: OfferAnswer, conversationId: string, offerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: answerKey(offerId),
    mutationFn: (amount?: number) => answerOffer(answer, offerId, amount),
    onSuccess: () => toast.success(SUCCESS[answer]),
    onError: (error) => toast.error(error.message),
    onSettled: () =>
      Promise.all(
        [...offerViews(conversationId), queryRoots.bookings].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** Whether an answer to the offer is on its way (its other buttons are disabled meanwhile). */
export function useOfferBusy(offerId: string): boolean {
  return useIsMutating({ mutationKey: answerKey(offerId) }) > 0;
}
