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
  // Before `/saved-searches/:id`, though only PATCH and DELETE take an id.
  getUnsubscribe: {
    method: 'GET',
    path: '/saved-searches/unsubscribe',
    access: 'public',
  },
  unsubscribe: {
    method: 'POST',
    path: '/saved-searches/unsubscribe',
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
