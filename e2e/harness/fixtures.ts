import { CATEGORIES } from '@reride/shared';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '@reride/devstack';
import {
  listBike,
  registerAccount,
  type AccountInput,
  type BikeListing,
  type SeedTarget,
} from '@reride/devstack';
import type { Account, E2eStack } from './context';

/** The demo admin is the e2e admin: the API under test lists it in ADMIN_EMAILS. */
export const E2E_ADMIN_EMAIL = DEMO_ACCOUNTS.admin.email;

const account = (name: string, email: string): Account => ({
  name,
  email,
  password: DEMO_PASSWORD,
});

const FIXTURE_ACCOUNTS = {
  fixtureSeller: account('Bilal Hossain', 'bilal.seller@e2e.test'),
  unverifiedSeller: account('Kamal Uddin', 'kamal.seller@e2e.test'),
  reporter: account('Rina Das', 'rina.buyer@e2e.test'),
  removableBuyer: account('Tania Akter', 'tania.buyer@e2e.test'),
  guardBuyer: account('Jamal Khan', 'jamal.buyer@e2e.test'),
};

function listing(name: string, kind: BikeListing['kind'], resalePrice: number): BikeListing {
  return {
    name,
    kind,
    resalePrice,
    originalPrice: resalePrice * 2,
    purchaseYear: 2021,
    condition: 'Good',
    location: 'Sylhet, Bangladesh',
    mobile: '01710000000',
    description: 'Listed by the browser journeys.',
  };
}

/**
 * The demo catalogue (the same module as `pnpm seed`), then the accounts and bikes the journeys
 * change, so that no journey depends on what another one did.
 */
export async function seedJourneyData(
  target: SeedTarget,
  log: (line: string) => void,
): Promise<Pick<E2eStack, 'accounts' | 'bikes' | 'categories'>> {
  const demo = await seedDemo(target, log);
  const register = (who: Account, userType: AccountInput['userType']) =>
    registerAccount(target, { ...who, userType });
  const seller = await register(FIXTURE_ACCOUNTS.fixtureSeller, 'Seller');
  const unverified = await register(FIXTURE_ACCOUNTS.unverifiedSeller, 'Seller');
  // Neither phone nor check yet: the admin journey has them confirm their phone in the browser.
  await register(FIXTURE_ACCOUNTS.reporter, 'Buyer');
  await register(FIXTURE_ACCOUNTS.removableBuyer, 'Buyer');
  await register(FIXTURE_ACCOUNTS.guardBuyer, 'Buyer');

  const bikes: E2eStack['bikes'] = {
    toBuy: ['Marin Fairfax 1 Hybrid', 'Fuji Sportif 2.3'],
    toUnreport: 'Raleigh Jazzi 16 Kids',
    toRemove: 'Btwin Kids 500 Blue',
    unverifiedSellers: 'Rockrider ST 120',
  };
  await listBike(target, seller, listing(bikes.toBuy[0], 'road', 310), 101);
  await listBike(target, seller, listing(bikes.toBuy[1], 'road', 455), 102);
  await listBike(target, seller, listing(bikes.toUnreport, 'kids', 65), 103);
  await listBike(target, seller, listing(bikes.toRemove, 'kids', 75), 104);
  await listBike(target, unverified, listing(bikes.unverifiedSellers, 'mountain', 280), 105);

  const pick = ({ name, email }: Account): Account => ({ name, email, password: DEMO_PASSWORD });
  return {
    accounts: {
      admin: pick(demo.accounts.admin),
      demoBuyer: pick(demo.accounts.buyer),
      verifiedSeller: pick(demo.accounts.verifiedSeller),
      ...FIXTURE_ACCOUNTS,
    },
    bikes,
    categories: Object.fromEntries(
      CATEGORIES.map((c) => [c.title, c._id]),
    ) as E2eStack['categories'],
  };
}
