import { BUYER_ONLY, SELLER_ONLY, type MatrixRow } from './authorization-matrix';
import { matrixBike } from '../fixtures/bikes';
import { matrixBooking, matrixPaidBooking, PHONE } from '../fixtures/bookings';

export const matrixRows: MatrixRow[] = [
  {
    endpoint: 'createBooking',
    expect: { ...BUYER_ONLY, buyer: 201 },
    // The shared bike: only `buyer` gets through the role check, once.
    request: async (fx) => ({ body: { bikeId: await matrixBike(fx), phone: PHONE } }),
  },
  {
    endpoint: 'listMyBookings',
    expect: BUYER_ONLY,
    request: (fx, caller) => ({ query: { email: fx.ownEmail(caller) } }),
  },
  { endpoint: 'listReceivedBookings', expect: SELLER_ONLY },
  {
    endpoint: 'getBooking',
    expect: BUYER_ONLY,
    request: async (fx) => ({ params: { id: await matrixBooking(fx) } }),
  },
  {
    // Anyone's bike: each buyer reads only their own booking of it (null when none).
    endpoint: 'getBikeBooking',
    expect: BUYER_ONLY,
    request: async (fx) => ({ params: { id: await matrixBike(fx) } }),
  },
  {
    endpoint: 'cancelBooking',
    expect: BUYER_ONLY,
    request: async (fx) => ({ params: { id: await matrixBooking(fx) } }),
  },
  {
    endpoint: 'confirmHandover',
    expect: BUYER_ONLY,
    request: async (fx) => ({ params: { id: (await matrixPaidBooking(fx)).bookingId } }),
  },
  {
    endpoint: 'declineBooking',
    // A booking on `fx.seller`'s bike: another seller's answers as unknown.
    expect: { ...SELLER_ONLY, anotherSeller: 404 },
    request: async (fx) => ({
      params: { id: await matrixBooking(fx) },
      body: { reason: 'Sold elsewhere' },
    }),
  },
];
