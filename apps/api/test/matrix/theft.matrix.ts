import { ObjectId } from 'mongodb';
import { ADMIN_ONLY, ANY_USER, type MatrixFixtures, type MatrixRow } from './authorization-matrix';
import { matrixBike } from '../fixtures/bikes';

/** A fresh pending theft report of `fx.buyer`, for a row that decides it. */
async function pendingReport(fx: MatrixFixtures): Promise<string> {
  const _id = new ObjectId();
  await fx.t.db.collection('theft_reports').insertOne({
    _id,
    reporterId: new ObjectId(fx.buyer.user._id),
    reporterEmail: fx.buyer.email,
    serial: 'MATRIX123',
    serialKey: 'MATR1X123',
    serialNearKeys: [],
    description: 'Matrix',
    state: 'pending',
    createdAt: new Date(),
    decidedAt: null,
    decidedBy: null,
    withdrawReason: null,
    swept: false,
  });
  return _id.toHexString();
}

/** A fresh bike of `fx.seller` held for its serial. */
async function heldBike(fx: MatrixFixtures): Promise<string> {
  const id = await matrixBike(fx, true);
  await fx.t.db
    .collection('bikes')
    .updateOne(
      { _id: new ObjectId(id) },
      { $set: { held: { reason: 'stolen-serial', since: new Date() } } },
    );
  return id;
}

/** A fresh open shared-serial flag, for a row that dismisses it. */
async function openDuplicate(fx: MatrixFixtures): Promise<string> {
  const _id = new ObjectId();
  await fx.t.db.collection('serial_duplicates').insertOne({
    _id,
    serialKey: `MATRIX${_id.toHexString()}`,
    bikeIds: [new ObjectId(), new ObjectId()],
    title: 'Matrix',
    since: new Date(),
    decidedAt: null,
  });
  return _id.toHexString();
}

export const matrixRows: MatrixRow[] = [
  {
    endpoint: 'reportTheft',
    expect: ANY_USER,
    request: () => ({ body: { serial: 'WTU 123', description: 'Taken from the station' } }),
  },
  { endpoint: 'listTheftReports', expect: ADMIN_ONLY },
  {
    endpoint: 'confirmTheftReport',
    expect: ADMIN_ONLY,
    request: async (fx) => ({ params: { id: await pendingReport(fx) } }),
  },
  {
    endpoint: 'withdrawTheftReport',
    expect: ADMIN_ONLY,
    request: async (fx) => ({
      params: { id: await pendingReport(fx) },
      body: { reason: 'Found again' },
    }),
  },
  { endpoint: 'listSerialDuplicates', expect: ADMIN_ONLY },
  {
    endpoint: 'dismissSerialDuplicate',
    expect: ADMIN_ONLY,
    request: async (fx) => ({
      params: { id: await openDuplicate(fx) },
      body: { reason: 'Same shop' },
    }),
  },
  {
    endpoint: 'releaseSerialHold',
    expect: ADMIN_ONLY,
    request: async (fx) => ({ params: { id: await heldBike(fx) } }),
  },
];
