import { ADMIN_ONLY, ANY_USER, type MatrixRow } from './authorization-matrix';
import { matrixBike, setBikeFields } from '../fixtures/bikes';
import type { MatrixFixtures } from './authorization-matrix';

/** A fresh bike of `fx.seller` held as a first listing, as PREMODERATE_FIRST_LISTING holds it. */
async function matrixFirstListing(fx: MatrixFixtures): Promise<string> {
  const id = await matrixBike(fx, true);
  await setBikeFields(fx.t.db, id, { held: { reason: 'first-listing', since: new Date() } });
  return id;
}

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
  {
    endpoint: 'approveBike',
    expect: ADMIN_ONLY,
    request: async (fx) => ({ params: { id: await matrixFirstListing(fx) } }),
  },
  {
    endpoint: 'rejectBike',
    expect: ADMIN_ONLY,
    request: async (fx) => ({
      params: { id: await matrixFirstListing(fx) },
      body: { reason: 'Not a bike' },
    }),
  },
];
