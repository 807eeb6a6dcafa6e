import type { Account, Role } from '@reride/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useAuth } from '../components/auth-context';

export interface Roles {
  user: Account;
  isAdmin: boolean;
  isBuyer: boolean;
  isSeller: boolean;
  isSellerVerified: boolean;
}

/** GET /users/me: one call answers what the four role endpoints of the spec answer. */
export function getMe(signal?: AbortSignal): Promise<Account> {
  return callApi('getMe', { signal });
}

/** An account may hold several roles: a buyer who became a seller is both. */
export function toRoles(user: Account): Roles {
  const holds = (role: Role) => user.roles.includes(role);
  return {
    user,
    isAdmin: holds('Admin'),
    isBuyer: holds('Buyer'),
    isSeller: holds('Seller'),
    isSellerVerified: holds('Seller') && user.verified,
  };
}

export function hasRole(roles: Roles, role: Role): boolean {
  return roles.user.roles.includes(role);
}

export const rolesQueryKey = (uid: string | null) => ['users', 'me', uid] as const;

export function rolesQueryOptions(uid: string | null) {
  return queryOptions({
    queryKey: rolesQueryKey(uid),
    queryFn: ({ signal }) => getMe(signal),
    select: toRoles,
    enabled: uid !== null,
  });
}

/**
 * The signed-in user's role flags. `isLoading` is true while either the Firebase session or
 * the roles are unknown, so menus can hide role links until they are sure.
 */
export function useRoles() {
  const { status, user } = useAuth();
  const query = useQuery(rolesQueryOptions(user?.uid ?? null));
  return {
    roles: user ? (query.data ?? null) : null,
    isLoading: status === 'loading' || (user !== null && query.isPending),
    error: user ? query.error : null,
    refetch: query.refetch,
  };
}
