import type { Route } from './route';

/** Saved searches and their alerts (docs/domain.md#alerts); unsubscribing needs no sign-in. */
export const savedSearchRoutes = {
  createSavedSearch: {
    method: 'POST',
    path: '/saved-searches',
    access: 'user',
    successStatus: 201,
  },
  listSavedSearches: {
    method: 'GET',
    path: '/saved-searches',
    access: 'user',
  },
  // The token is the path's last segment: the one-click URL of RFC 8058 must carry it, since a
  // mail client POSTs a form (`List-Unsubscribe=One-Click`), not our JSON.
  getUnsubscribe: {
    method: 'GET',
    path: '/saved-searches/unsubscribe/:token',
    access: 'public',
  },
  unsubscribe: {
    method: 'POST',
    path: '/saved-searches/unsubscribe/:token',
    access: 'public',
  },
  updateSavedSearch: {
    method: 'PATCH',
    path: '/saved-searches/:id',
    access: 'user',
  },
  deleteSavedSearch: {
    method: 'DELETE',
    path: '/saved-searches/:id',
    access: 'user',
  },
} as const satisfies Record<string, Route>;
