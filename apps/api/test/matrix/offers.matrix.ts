import {
  BUYER_ONLY,
  statuses,
  type CallerName,
  type MatrixFixtures,
  type MatrixRow,
} from './authorization-matrix';
import { matrixOffer, matrixOfferConversation, OFFER_BODY } from '../fixtures/offers';

/** The offer's two parties; anyone else, admins too, gets 404. */
const PARTIES = statuses({
  anonymous: 401,
  buyer: 200,
  seller: 200,
  anotherSeller: 404,
  admin: 404,
  removedUser: 401,
});

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
    expect: PARTIES,
    request: async (fx) => ({ params: { id: (await sharedOffer(fx)).conversationId } }),
  },
  // The buyer may not answer their own open offer: 409, as the offer waits for the seller.
  { endpoint: 'acceptOffer', expect: { ...PARTIES, buyer: 409 }, request: offerFor('seller') },
  { endpoint: 'declineOffer', expect: { ...PARTIES, buyer: 409 }, request: offerFor('seller') },
  {
    endpoint: 'counterOffer',
    expect: statuses({
      anonymous: 401,
      buyer: 403,
      seller: 200,
      anotherSeller: 404,
      admin: 403,
      removedUser: 401,
    }),
    request: async (fx, caller) => ({
      ...(await offerFor('seller')(fx, caller)),
      body: { amount: 420 },
    }),
  },
];
