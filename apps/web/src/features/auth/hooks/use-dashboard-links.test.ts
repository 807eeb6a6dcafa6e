import type { Role } from '@reride/shared';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../testing/user-fixtures';
import { toRoles } from '../api/get-roles';
import { dashboardLinksFor } from './use-dashboard-links';

const labelsOf = (userType: Role) =>
  dashboardLinksFor(toRoles(makeUser(userType))).map((link) => `${link.label} ${link.href}`);

const SETTINGS = 'Email notifications /dashboard/settings';

describe('dashboardLinksFor', () => {
  it.each([
    [
      'Buyer',
      [
        'My Orders /dashboard/orders',
        'My Wishlist /dashboard/wishlist',
        'Inbox /dashboard/inbox',
        SETTINGS,
      ],
    ],
    [
      'Seller',
      [
        'Add a product /dashboard/add-product',
        'My Products /dashboard/my-products',
        'Orders /dashboard/seller-orders',
        'My Earnings /dashboard/earnings',
        'Inbox /dashboard/inbox',
        SETTINGS,
      ],
    ],
    [
      'Admin',
      [
        'All Sellers /dashboard/sellers',
        'All Buyers /dashboard/buyers',
        'Reported Items /dashboard/reported',
        'Reported Messages /dashboard/reported-messages',
        'Contact Messages /dashboard/contact-messages',
        'Disputes /dashboard/disputes',
        'All orders /dashboard/all-orders',
        SETTINGS,
      ],
    ],
  ] as const)("gives a %s that role's pages", (userType, links) => {
    expect(labelsOf(userType)).toEqual(links);
  });
});
