import { SELLER_ONLY, type MatrixRow } from './authorization-matrix';
import { matrixAvailableEarnings } from '../fixtures/orders';

export const matrixRows: MatrixRow[] = [
  { endpoint: 'getEarnings', expect: SELLER_ONLY },
  { endpoint: 'listEarningsEntries', expect: SELLER_ONLY },
  {
    endpoint: 'requestPayout',
    // Each seller pays out their own money, made available by a completed order just before.
    expect: SELLER_ONLY,
    request: async (fx, caller) => {
      await matrixAvailableEarnings(fx, caller);
      return {};
    },
  },
];
