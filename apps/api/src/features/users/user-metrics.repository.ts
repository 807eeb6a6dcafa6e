import type { Db } from 'mongodb';
import type { DayCounts } from '../../core/metric-counts';
import { collection } from '../../db/collections';
import { users } from './users.collections';

/** Accounts made in a day range, by their highest role (docs/domain.md#dashboard-figures). */
export function createUserMetrics(db: Db) {
  const col = collection(db, users);
  return async (from: Date, to: Date): Promise<DayCounts> => {
    const made = await col
      .find({ createdAt: { $gte: from, $lt: to } }, { projection: { userType: 1 } })
      .toArray();
    const of = (role: string) => made.filter((u) => u.userType === role).length;
    return { newBuyers: of('Buyer'), newSellers: of('Seller'), newAdmins: of('Admin') };
  };
}
