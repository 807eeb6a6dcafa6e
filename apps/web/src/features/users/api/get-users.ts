import type { ManagedUser } from '@reride/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /users/buyers and GET /users/sellers (admin). */
const LIST_CALL = { buyers: 'listBuyers', sellers: 'listSellers' } as const;
type UserList = keyof typeof LIST_CALL;

export const buyersQueryKey = ['users', 'buyers'] as const;
export const sellersQueryKey = ['users', 'sellers'] as const;

function useUsers(list: UserList) {
  return useQuery({
    queryKey: list === 'buyers' ? buyersQueryKey : sellersQueryKey,
    queryFn: ({ signal }): Promise<ManagedUser[]> => callApi(LIST_CALL[list], { signal }),
  });
}

export const useBuyers = () => useUsers('buyers');
export const useSellers = () => useUsers('sellers');
