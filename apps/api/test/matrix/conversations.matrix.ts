import {
  ADMIN_ONLY,
  ANY_USER,
  BUYER_ONLY,
  PARTIES_ONLY,
  type MatrixRow,
} from './authorization-matrix';
import { makePng } from '../fixtures/bikes';
import {
  matrixConversation,
  matrixMessagePhoto,
  matrixMessageReport,
  sendAs,
} from '../fixtures/conversations';

const ofConversation = async (fx: Parameters<typeof matrixConversation>[0]) => ({
  params: { id: (await matrixConversation(fx)).conversationId },
});

/** A fresh open report for each call: deciding one is destructive. */
const ofReport = async (fx: Parameters<typeof matrixConversation>[0]) => ({
  params: { id: await matrixMessageReport(fx) },
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
  { endpoint: 'getConversation', expect: PARTIES_ONLY, request: ofConversation },
  { endpoint: 'listMessages', expect: PARTIES_ONLY, request: ofConversation },
  {
    endpoint: 'sendMessage',
    expect: { ...PARTIES_ONLY, buyer: 201, seller: 201 },
    request: async (fx) => ({ ...(await ofConversation(fx)), body: { text: 'Saturday at 10?' } }),
  },
  { endpoint: 'markConversationRead', expect: PARTIES_ONLY, request: ofConversation },
  {
    endpoint: 'uploadMessagePhoto',
    expect: { ...PARTIES_ONLY, buyer: 201, seller: 201 },
    request: async (fx) => ({
      ...(await ofConversation(fx)),
      files: [{ field: 'image', content: await makePng(64, 48), filename: 'photo.png' }],
    }),
  },
  {
    endpoint: 'getMessagePhoto',
    expect: PARTIES_ONLY,
    request: async (fx) => ({ params: await matrixMessagePhoto(fx) }),
  },
  {
    endpoint: 'reportMessage',
    // Each participant reports the other one's message: the buyer's question, a seller's answer.
    expect: PARTIES_ONLY,
    request: async (fx, caller) => {
      const { conversationId, messageId } = await matrixConversation(fx);
      const seller = { Authorization: `Bearer ${fx.seller.accessToken}` };
      const answer = caller === 'buyer' ? await sendAs(fx.t.request, seller, conversationId) : null;
      return {
        params: { id: conversationId, messageId: answer ?? messageId },
        body: { reason: 'spam' },
      };
    },
  },
  // unblockUser right after blockUser: the pair is free again before any later row writes.
  { endpoint: 'blockUser', expect: PARTIES_ONLY, request: ofConversation },
  { endpoint: 'unblockUser', expect: PARTIES_ONLY, request: ofConversation },
  { endpoint: 'listReportedMessages', expect: ADMIN_ONLY },
  {
    endpoint: 'listReportedConversation',
    expect: ADMIN_ONLY,
    request: ofReport,
  },
  {
    endpoint: 'dismissMessageReport',
    expect: ADMIN_ONLY,
    request: ofReport,
  },
  {
    endpoint: 'removeReportedMessage',
    expect: ADMIN_ONLY,
    request: ofReport,
  },
];
