import { listBike, registerAccount, type BikeListing, type SeededAccount } from '@reride/devstack';
import { seedTarget, type Account } from './context';

/** One of a seller's bikes: what sets it apart from the seller's shared listing, and its art. */
export type OwnBike = Pick<BikeListing, 'name' | 'resalePrice'> &
  Partial<BikeListing> & { artSeed: number };

/**
 * A journey's seller with bikes listed through the API from one shared listing, then its buyer:
 * both accounts, and the bikes' ids in the order given.
 */
export async function sellerWithBikes<const Bikes extends readonly OwnBike[]>(
  accounts: { seller: Account; buyer: Account },
  listing: Omit<BikeListing, 'name' | 'resalePrice'>,
  bikes: Bikes,
): Promise<{
  seller: SeededAccount;
  buyer: SeededAccount;
  bikeIds: { [Index in keyof Bikes]: string };
}> {
  const seller = await registerAccount(seedTarget(), { ...accounts.seller, userType: 'Seller' });
  const bikeIds: string[] = [];
  for (const { artSeed, ...own } of bikes) {
    bikeIds.push(await listBike(seedTarget(), seller, { ...listing, ...own }, artSeed));
  }
  const buyer = await registerAccount(seedTarget(), { ...accounts.buyer, userType: 'Buyer' });
  return { seller, buyer, bikeIds: bikeIds as { [Index in keyof Bikes]: string } };
}

/** A journey's seller with one bike listed through the API, and its buyer: the bike's id. */
export async function sellerWithBikeAndBuyer(
  seller: Account,
  buyer: Account,
  listing: BikeListing,
  artSeed: number,
): Promise<string> {
  const { bikeIds } = await sellerWithBikes({ seller, buyer }, listing, [{ ...listing, artSeed }]);
  return bikeIds[0];
}
