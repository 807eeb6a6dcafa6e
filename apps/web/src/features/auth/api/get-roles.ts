import type { Role, User } from '@reride/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useAuth } from '../components/auth-context';

export interface Roles {
  user: User;
  isAdmin: boolean;
  isBuyer: boolean;
  isSeller: boolean;
  isSellerVerified: boolean;
}

/** GET /users/me: one call answers what the four role endpoints of the spec answer. */
export function getMe(signal?: AbortSignal): Promise<User> {
  return callApi('getMe', { signal });
}

export function toRoles(user: User): Roles {
  return {
    user,
    isAdmin: user.userType === 'Admin',
    isBuyer: user.userType === 'Buyer',
    isSeller: user.userType === 'Seller',
    isSellerVerified: user.userType === 'Seller' && user.verified,
  };
}

export function hasRole(roles: Roles, role: Role): boolean {
  return roles.user.userType === role;
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
