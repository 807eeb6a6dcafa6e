import {
  BUYER_ONLY,
  PARTIES_ONLY,
  type CallerName,
  type MatrixFixtures,
  type MatrixRow,
} from './authorization-matrix';
import { matrixOffer, matrixOfferConversation, OFFER_BODY } from '../fixtures/offers';

const shared = new WeakMap<MatrixFixtures, ReturnType<typeof matrixOffer>>();
const sharedOffer = (fx: MatrixFixtures) => {
  const offer = shared.get(fx) ?? matrixOffer(fx);
  shared.set(fx, offer);
  return offer;
};

/**
 * An open offer for the row's caller: a fresh one for `mover`, whose answer changes it; the
 * shared one for everyone else, refused before anything changes.
 */
const offerFor = (mover: CallerName) => async (fx: MatrixFixtures, caller: CallerName) => ({
  params: { id: (caller === mover ? await matrixOffer(fx) : await sharedOffer(fx)).offerId },
});

/** The buyer may not answer their own open offer: 409, as the offer waits for the seller. */
const SELLER_ANSWERS = { ...PARTIES_ONLY, buyer: 409 };

export const matrixRows: MatrixRow[] = [
  {
    endpoint: 'makeOffer',
    expect: { ...BUYER_ONLY, buyer: 201 },
    // Only the buyer gets past the role check, and takes a fresh conversation's only open offer.
    request: async (fx, caller) => ({
      params: {
        id:
          caller === 'buyer'
            ? await matrixOfferConversation(fx)
            : (await sharedOffer(fx)).conversationId,
      },
      body: OFFER_BODY,
    }),
  },
  {
    endpoint: 'listOffers',
    expect: PARTIES_ONLY,
    request: async (fx) => ({ params: { id: (await sharedOffer(fx)).conversationId } }),
  },
  { endpoint: 'acceptOffer', expect: SELLER_ANSWERS, request: offerFor('seller') },
  { endpoint: 'declineOffer', expect: SELLER_ANSWERS, request: offerFor('seller') },
  {
    endpoint: 'counterOffer',
    // Only the seller counters: the buyer and an administrator are refused by role.
    expect: { ...PARTIES_ONLY, buyer: 403, admin: 403 },
    request: async (fx, caller) => ({
      ...(await offerFor('seller')(fx, caller)),
      body: { amount: 420 },
    }),
  },
];
