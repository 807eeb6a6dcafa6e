import { admin, type Route } from './route';

export const userRoutes = {
  // Identity and roles
  getAccessToken: {
    method: 'GET',
    path: '/jwt',
    access: 'firebase',
    rateLimit: 'token',
  },
  createUser: {
    method: 'POST',
    path: '/users',
    access: 'firebase',
    rateLimit: 'signup',
  },
  getMe: {
    method: 'GET',
    path: '/users/me',
    access: 'user',
  },
  listTodos: {
    method: 'GET',
    path: '/users/me/todos',
    access: 'user',
  },
  updateAccount: {
    method: 'PATCH',
    path: '/users/me',
    access: 'user',
  },
  setProfilePhoto: {
    method: 'PUT',
    path: '/users/me/photo',
    access: 'user',
  },
  removeProfilePhoto: {
    method: 'DELETE',
    path: '/users/me/photo',
    access: 'user',
  },
  confirmPhone: {
    method: 'POST',
    path: '/users/me/phone-verification',
    access: 'user',
    rateLimit: 'token',
  },
  becomeSeller: {
    method: 'POST',
    path: '/users/me/seller',
    access: 'user',
  },
  downloadMyData: {
    method: 'GET',
    path: '/users/me/data',
    access: 'user',
  },
  deleteAccount: {
    method: 'DELETE',
    path: '/users/me',
    access: 'user',
  },
  // The public profile page
  getUserProfile: {
    method: 'GET',
    path: '/users/:id/profile',
    access: 'public',
    publicCache: true,
  },
  getProfileSitemap: {
    method: 'GET',
    path: '/sitemap/profiles',
    access: 'public',
    publicCache: true,
  },
  isAdmin: {
    method: 'GET',
    path: '/admin',
    access: 'user',
  },
  isBuyer: {
    method: 'GET',
    path: '/buyer',
    access: 'user',
  },
  isSeller: {
    method: 'GET',
    path: '/seller',
    access: 'user',
  },
  isSellerVerified: {
    method: 'GET',
    path: '/verify',
    access: 'user',
  },
  // Administration of users
  listBuyers: {
    method: 'GET',
    path: '/users/buyers',
    access: admin,
  },
  listSellers: {
    method: 'GET',
    path: '/users/sellers',
    access: admin,
  },
  verifySeller: {
    method: 'PATCH',
    path: '/sellers/:id',
    access: admin,
  },
  withdrawVerification: {
    method: 'POST',
    path: '/sellers/:id/verification/withdrawal',
    access: admin,
  },
  removeSeller: {
    method: 'DELETE',
    path: '/sellers/:id',
    access: admin,
  },
  removeBuyer: {
    method: 'DELETE',
    path: '/buyers/:id',
    access: admin,
  },
  // Sanctions (docs/domain.md#sanctions)
  warnUser: {
    method: 'POST',
    path: '/users/:id/warning',
    access: admin,
  },
  suspendUser: {
    method: 'POST',
    path: '/users/:id/suspension',
    access: admin,
  },
  liftSuspension: {
    method: 'POST',
    path: '/users/:id/suspension/lift',
    access: admin,
  },
  getMySanction: {
    method: 'GET',
    path: '/users/me/sanction',
    access: 'user',
  },
  acknowledgeWarning: {
    method: 'POST',
    path: '/users/me/sanction/warning/acknowledge',
    access: 'user',
  },
} as const satisfies Record<string, Route>;
