import type { Account, PublicProfile, Role } from '@reride/shared';
import { jsonResponse, stubApi } from './api-server';

/** A user of this role as GET /users/me answers it (their own account). */
export function makeUser(
  userType: Role,
  email = 'rider@example.com',
  extra: Partial<Account> = {},
): Account {
  return {
    _id: '64b000000000000000000001',
    name: 'Rider',
    email,
    userType,
    roles: [userType],
    verified: false,
    createdAt: '2024-01-01T00:00:00.000Z',
    phone: null,
    city: null,
    photo: null,
    verification: { phone: null, adminCheck: null, withdrawn: null },
    ...extra,
  };
}

/** GET /users/me as the API answers it for a signed-in user of this role. */
export function meResponse(userType: Role, email = 'rider@example.com'): Response {
  return jsonResponse(makeUser(userType, email));
}

/** A person's public profile (GET /users/:id/profile) as the seller's reputation card reads it. */
export function makePublicProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: '64b000000000000000000002',
    name: 'Sara Seller',
    city: null,
    memberSince: '2024-03-15T10:00:00.000Z',
    verified: false,
    verification: { numberConfirmed: false, checkedByReRide: false },
    photoUrl: null,
    answerMinutes: null,
    ratingAverage: null,
    ratingCount: 0,
    sellerCancelledShare: null,
    completedSales: 0,
    bikes: [],
    nextCursor: null,
    ...overrides,
  };
}

/**
 * Every profile answers (a "New seller" who joined in March 2024): the pages that show a
 * seller's reputation (the bike page, a buyer's conversation) ask for it beside their own data.
 */
export function stubProfiles(overrides: Partial<PublicProfile> = {}) {
  return stubApi({
    'GET /users/:id/profile': ({ url }) =>
      jsonResponse(makePublicProfile({ id: url.pathname.split('/').at(-2), ...overrides })),
  });
}
