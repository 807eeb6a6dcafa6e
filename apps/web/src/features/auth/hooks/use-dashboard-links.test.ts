import type { Role } from '@reride/shared';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../testing/user-fixtures';
import { toRoles } from '../api/get-roles';
import { dashboardLinksFor } from './use-dashboard-links';

const labelsOf = (userType: Role) =>
  dashboardLinksFor(toRoles(makeUser(userType))).map((link) => `${link.label} ${link.href}`);

const SEARCHES = 'Saved searches /dashboard/searches';
const ACCOUNT = 'Account settings /dashboard/account';
const SETTINGS = 'Email notifications /dashboard/settings';
const STOLEN = 'Report my bike stolen /dashboard/report-stolen';

describe('dashboardLinksFor', () => {
  it.each([
    [
      'Buyer',
      [
        'My Orders /dashboard/orders',
        'My Wishlist /dashboard/wishlist',
        'Inbox /dashboard/inbox',
        SEARCHES,
        ACCOUNT,
        SETTINGS,
        STOLEN,
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
        SEARCHES,
        ACCOUNT,
        SETTINGS,
        STOLEN,
      ],
    ],
    [
      'Admin',
      [
        'Dashboard figures /dashboard/admin',
        'Moderation queue /dashboard/admin/queue',
        'All Sellers /dashboard/sellers',
        'All Buyers /dashboard/buyers',
        'Reported Items /dashboard/reported',
        'Reported Messages /dashboard/reported-messages',
        'Reported reviews /dashboard/admin/reviews',
        'Contact Messages /dashboard/contact-messages',
        'Disputes /dashboard/disputes',
        'All orders /dashboard/all-orders',
        'Audit log /dashboard/admin/audit',
        'Theft reports /dashboard/admin/theft',
        SEARCHES,
        ACCOUNT,
        SETTINGS,
        STOLEN,
      ],
    ],
  ] as const)("gives a %s that role's pages", (userType, links) => {
    expect(labelsOf(userType)).toEqual(links);
  });

  it('gives a buyer who became a seller both roles’ pages, the seller’s first, Inbox once', () => {
    const both = makeUser('Seller', undefined, { roles: ['Buyer', 'Seller'] });
    expect(dashboardLinksFor(toRoles(both)).map((link) => link.label)).toEqual([
      'Add a product',
      'My Products',
      'Orders',
      'My Earnings',
      'Inbox',
      'My Orders',
      'My Wishlist',
      'Saved searches',
      'Account settings',
      'Email notifications',
      'Report my bike stolen',
    ]);
  });
});
