import type { UsersApi } from '../users/users.feature';
import type { BikeState, BikeStatesRepository } from './bike-states.repository';

/**
 * The seller's contact phone the order rules share once an order is paid
 * (docs/domain.md#contact-privacy): the listing's `mobile`, else the phone of the seller's account.
 * Only bikes without a mobile cost a read of the users feature, one `$in` for a whole page.
 */
export function withAccountPhones(
  states: BikeStatesRepository,
  findPhones: UsersApi['findPhones'],
): BikeStatesRepository {
  async function fill(bikes: BikeState[]): Promise<void> {
    const bare = bikes.filter((bike) => !bike.mobile);
    if (bare.length === 0) return;
    const phones = await findPhones(bare.map((bike) => bike.sellerId));
    for (const bike of bare) bike.mobile = phones.get(bike.sellerId) ?? '';
  }
  return {
    ...states,
    async findState(id) {
      const bike = await states.findState(id);
      if (bike) await fill([bike]);
      return bike;
    },
    async findStates(ids) {
      const found = await states.findStates(ids);
      await fill([...found.values()]);
      return found;
    },
  };
}
