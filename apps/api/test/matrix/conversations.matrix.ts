import { ANY_USER, BUYER_ONLY, statuses, type MatrixRow } from './authorization-matrix';
import { matrixConversation } from '../fixtures/conversations';

/** Only the two participants (`buyer` and `seller`): anyone else, admins too, gets 404. */
const PARTICIPANTS = statuses({
  anonymous: 401,
  buyer: 200,
  seller: 200,
  anotherSeller: 404,
  admin: 404,
  removedUser: 401,
});

const ofConversation = async (fx: Parameters<typeof matrixConversation>[0]) => ({
  params: { id: (await matrixConversation(fx)).conversationId },
});

export const matrixRows: MatrixRow[] = [
  {
    endpoint: 'startConversation',
    // The buyer asks again in the same conversation; a seller asks about `fx.seller`'s bike.
    expect: { ...BUYER_ONLY, buyer: 201 },
    request: async (fx) => ({
      body: { bikeId: (await matrixConversation(fx)).bikeId, text: 'Still for sale?' },
    }),
  },
  { endpoint: 'listConversations', expect: ANY_USER },
  { endpoint: 'countUnread', expect: ANY_USER },
  { endpoint: 'getConversation', expect: PARTICIPANTS, request: ofConversation },
  { endpoint: 'listMessages', expect: PARTICIPANTS, request: ofConversation },
  {
    endpoint: 'sendMessage',
    expect: { ...PARTICIPANTS, buyer: 201, seller: 201 },
    request: async (fx) => ({ ...(await ofConversation(fx)), body: { text: 'Saturday at 10?' } }),
  },
  { endpoint: 'markConversationRead', expect: PARTICIPANTS, request: ofConversation },
];
