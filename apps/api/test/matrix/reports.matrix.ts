import { ADMIN_ONLY, ANY_USER, type MatrixRow } from './authorization-matrix';
import { matrixBike } from '../fixtures/bikes';

export const matrixRows: MatrixRow[] = [
  {
    endpoint: 'reportBike',
    // Any signed-in user but the bike's own seller.
    expect: { ...ANY_USER, seller: 403 },
    request: async (fx) => ({ params: { bikeId: await matrixBike(fx) }, body: { reason: 'scam' } }),
  },
  { endpoint: 'listReported', expect: ADMIN_ONLY },
  {
    endpoint: 'unreportBike',
    expect: ADMIN_ONLY,
    request: async (fx) => ({ params: { id: await matrixBike(fx) } }),
  },
  {
    endpoint: 'deleteReportedBike',
    expect: ADMIN_ONLY,
    request: async (fx) => ({ params: { id: await matrixBike(fx, true) } }),
  },
];
