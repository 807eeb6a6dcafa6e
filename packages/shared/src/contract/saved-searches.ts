import {
  CreateSavedSearchBodySchema,
  DeleteSavedSearchResultSchema,
  SavedSearchListSchema,
  SavedSearchParamsSchema,
  SavedSearchSchema,
  UnsubscribeResultSchema,
  UnsubscribeTokenSchema,
  UpdateSavedSearchBodySchema,
} from '../saved-searches';
import { savedSearchRoutes } from '../routes/saved-searches';
import { endpoints } from './endpoint';

export const savedSearchEndpoints = endpoints(savedSearchRoutes, {
  createSavedSearch: {
    tag: 'saved-searches',
    summary: 'Save a search to be told of new matching listings (at most 20 per person)',
    body: CreateSavedSearchBodySchema,
    response: SavedSearchSchema,
  },
  listSavedSearches: {
    tag: 'saved-searches',
    summary: 'The caller’s saved searches, newest first',
    response: SavedSearchListSchema,
  },
  getUnsubscribe: {
    tag: 'saved-searches',
    summary: 'What an unsubscribe link stops (no sign-in; the token is signed and expires)',
    params: UnsubscribeTokenSchema,
    response: UnsubscribeResultSchema,
  },
  unsubscribe: {
    tag: 'saved-searches',
    summary:
      'One-click unsubscribe (RFC 8058): pauses the saved search the token names; the body is ignored',
    params: UnsubscribeTokenSchema,
    response: UnsubscribeResultSchema,
  },
  updateSavedSearch: {
    tag: 'saved-searches',
    summary: 'Rename a saved search, change how often it tells, pause or resume it',
    params: SavedSearchParamsSchema,
    body: UpdateSavedSearchBodySchema,
    response: SavedSearchSchema,
  },
  deleteSavedSearch: {
    tag: 'saved-searches',
    summary: 'Delete a saved search',
    params: SavedSearchParamsSchema,
    response: DeleteSavedSearchResultSchema,
  },
});
