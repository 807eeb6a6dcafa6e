import type {
  SavedSearch,
  SavedSearchFiltersInput,
  SavedSearchFrequency,
  UnsubscribeResult,
  UpdateSavedSearchBody,
} from '@reride/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

/** The signed-in person's saved searches; dropped with the cache on sign-out. */
export const savedSearchKeys = {
  root: ['saved-searches'] as const,
  list: () => [...savedSearchKeys.root, 'list'] as const,
  unsubscribe: (token: string) => ['unsubscribe', token] as const,
};

export function savedSearchesQueryOptions() {
  return queryOptions({
    queryKey: savedSearchKeys.list(),
    queryFn: ({ signal }) => callApi('listSavedSearches', { signal }),
    staleTime: 0,
  });
}

export function useSavedSearches() {
  return useQuery(savedSearchesQueryOptions());
}

export interface SaveSearchInput {
  filters: SavedSearchFiltersInput;
  frequency: SavedSearchFrequency;
}

/** POST /saved-searches: the error toast carries the API's sentence (the cap, a bad filter). */
export function useSaveSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveSearchInput): Promise<SavedSearch> =>
      callApi('createSavedSearch', { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: savedSearchKeys.root }),
    onError: (error) => toast.error(error.message),
  });
}

export function useUpdateSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdateSavedSearchBody }) =>
      callApi('updateSavedSearch', { params: { id }, body: change }),
    onSuccess: (saved) =>
      client.setQueryData<SavedSearch[]>(savedSearchKeys.list(), (list) =>
        list?.map((s) => (s._id === saved._id ? saved : s)),
      ),
    onError: (error) => toast.error(error.message),
  });
}

export function useDeleteSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('deleteSavedSearch', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: savedSearchKeys.root }),
    onError: (error) => toast.error(error.message),
  });
}

/** GET /saved-searches/unsubscribe/:token: what the link stops; no sign-in. */
export function useUnsubscribeInfo(token: string) {
  return useQuery({
    queryKey: savedSearchKeys.unsubscribe(token),
    queryFn: ({ signal }): Promise<UnsubscribeResult> =>
      callApi('getUnsubscribe', { params: { token }, signal }),
    enabled: token !== '',
    retry: false,
  });
}

export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string): Promise<UnsubscribeResult> =>
      callApi('unsubscribe', { params: { token } }),
  });
}
