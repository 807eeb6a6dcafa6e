import {
  ADMIN_ONLY,
  BUYER_ONLY,
  SELLER_ONLY,
  statuses,
  type CallerName,
  type MatrixFixtures,
  type MatrixRow,
} from './authorization-matrix';
import {
  DISPUTE,
  matrixHandoverCode,
  matrixOrder,
  meetingAt,
  type MatrixStage,
} from '../fixtures/orders';

/** Seller routes on an order of `fx.seller`: another seller's answers as unknown. */
const ITS_SELLER = { ...SELLER_ONLY, anotherSeller: 404 };

/** An action on an order at `stage`; `changedBy` gets a fresh one, everyone else a shared one. */
const onOrder =
  (stage: MatrixStage, changedBy: CallerName | null, body: object = {}) =>
  async (fx: MatrixFixtures, caller: CallerName) => ({
    params: { id: await matrixOrder(fx, stage, caller, changedBy) },
    body,
  });

export const matrixRows: MatrixRow[] = [
  {
    endpoint: 'getOrder',
    // Its buyer, its seller or an administrator; anyone else's answers as unknown.
    expect: statuses({
      anonymous: 401,
      buyer: 200,
      seller: 200,
      anotherSeller: 404,
      admin: 200,
      removedUser: 401,
    }),
    request: onOrder('paid', null),
  },
  { endpoint: 'listOrders', expect: ADMIN_ONLY, request: () => ({ query: { status: 'paid' } }) },
  {
    endpoint: 'setMeeting',
    // Either party; an administrator is neither role.
    expect: statuses({
      anonymous: 401,
      buyer: 200,
      seller: 200,
      anotherSeller: 404,
      admin: 403,
      removedUser: 401,
    }),
    request: onOrder('paid', null, { at: meetingAt(24) }),
  },
  {
    endpoint: 'requestCancel',
    expect: BUYER_ONLY,
    request: onOrder('paid', 'buyer', { reason: 'Changed my mind' }),
  },
  {
    endpoint: 'refuseCancel',
    expect: ITS_SELLER,
    request: onOrder('cancelRequested', 'seller', { reason: 'Already on its way' }),
  },
  {
    endpoint: 'enterHandoverCode',
    // Its seller, with the code its buyer's page shows (the right code, so only the role decides).
    expect: ITS_SELLER,
    request: async (fx, caller) => {
      const id = await matrixOrder(fx, 'meetingSet', caller, 'seller');
      return { params: { id }, body: { code: await matrixHandoverCode(fx, id) } };
    },
  },
  { endpoint: 'sellerCancel', expect: ITS_SELLER, request: onOrder('paid', 'seller') },
  { endpoint: 'openDispute', expect: BUYER_ONLY, request: onOrder('paid', 'buyer', DISPUTE) },
  {
    endpoint: 'answerDispute',
    expect: ITS_SELLER,
    request: onOrder('disputed', 'seller', { text: 'It was fine at handover' }),
  },
  { endpoint: 'listDisputes', expect: ADMIN_ONLY },
  {
    endpoint: 'refundDispute',
    expect: ADMIN_ONLY,
    request: onOrder('disputed', 'admin', { amount: 10, note: 'Scratches' }),
  },
  {
    endpoint: 'closeDispute',
    expect: ADMIN_ONLY,
    request: onOrder('disputed', 'admin', { note: 'As described' }),
  },
];
