import { listBike, registerAccount, type BikeListing } from '@reride/devstack';
import { seedTarget, type Account } from './context';

/** A journey's seller with one bike listed through the API, and its buyer: the bike's id. */
export async function sellerWithBikeAndBuyer(
  seller: Account,
  buyer: Account,
  listing: BikeListing,
  artSeed: number,
): Promise<string> {
  const seeded = await registerAccount(seedTarget(), { ...seller, userType: 'Seller' });
  const bikeId = await listBike(seedTarget(), seeded, listing, artSeed);
  await registerAccount(seedTarget(), { ...buyer, userType: 'Buyer' });
  return bikeId;
}
