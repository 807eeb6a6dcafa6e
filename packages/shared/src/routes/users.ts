import { admin, type Route } from './route';

export const userRoutes = {
  // Identity and roles
  getAccessToken: {
    method: 'GET',
    path: '/jwt',
    access: 'firebase',
    rateLimit: 'token',
    tag: 'identity',
    summary: 'Exchange a Firebase ID token for an access token',
  },
  createUser: {
    method: 'POST',
    path: '/users',
    access: 'firebase',
    rateLimit: 'signup',
    tag: 'identity',
    summary: 'Register the signed-in Firebase user',
  },
  getMe: {
    method: 'GET',
    path: '/users/me',
    access: 'user',
    tag: 'identity',
    summary: 'The caller',
  },
  isAdmin: {
    method: 'GET',
    path: '/admin',
    access: 'user',
    tag: 'roles',
    summary: 'Is this email an admin',
  },
  isBuyer: {
    method: 'GET',
    path: '/buyer',
    access: 'user',
    tag: 'roles',
    summary: 'Is this email a buyer',
  },
  isSeller: {
    method: 'GET',
    path: '/seller',
    access: 'user',
    tag: 'roles',
    summary: 'Is this email a seller',
  },
  isSellerVerified: {
    method: 'GET',
    path: '/verify',
    access: 'user',
    tag: 'roles',
    summary: 'Is this seller verified',
  },
  // Administration of users
  listBuyers: {
    method: 'GET',
    path: '/users/buyers',
    access: admin,
    tag: 'admin',
    summary: 'All buyers',
  },
  listSellers: {
    method: 'GET',
    path: '/users/sellers',
    access: admin,
    tag: 'admin',
    summary: 'All sellers',
  },
  verifySeller: {
    method: 'PATCH',
    path: '/sellers/:id',
    access: admin,
    tag: 'admin',
    summary: 'Verify a seller',
  },
  removeSeller: {
    method: 'DELETE',
    path: '/sellers/:id',
    access: admin,
    tag: 'admin',
    summary: 'Remove a seller',
  },
  removeBuyer: {
    method: 'DELETE',
    path: '/buyers/:id',
    access: admin,
    tag: 'admin',
    summary: 'Remove a buyer',
  },
} as const satisfies Record<string, Route>;
