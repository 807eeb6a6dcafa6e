import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /users/me/todos: what waits for the caller; any notification refreshes it. */
export function useTodos() {
  return useQuery({
    queryKey: queryRoots.todos,
    queryFn: ({ signal }) => callApi('listTodos', { signal }),
  });
}
