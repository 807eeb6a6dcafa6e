import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { conversationKeys } from './query-keys';

/** GET /conversations/:id: one of the caller's conversations with its bike (else 404). */
export function getConversation(id: string, signal?: AbortSignal) {
  return callApi('getConversation', { params: { id }, signal });
}

export function useConversation(id: string) {
  return useQuery({
    queryKey: conversationKeys.one(id),
    queryFn: ({ signal }) => getConversation(id, signal),
  });
}
