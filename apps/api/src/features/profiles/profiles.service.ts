import { messages, type ListQuery, type PublicProfile } from '@reride/shared';
import { AppError } from '../../core/app-error';
import type { BikesApi } from '../bikes/bikes.feature';
import type { OrdersApi } from '../orders/orders.feature';
import type { UsersApi } from '../users/users.feature';

export interface ProfilesDeps {
  users: Pick<UsersApi, 'findById'>;
  bikes: Pick<BikesApi, 'listedBy'>;
  orders: Pick<OrdersApi, 'countCompletedSales'>;
}

/**
 * The public profile (docs/domain.md#public-profiles), gathered from the features that know:
 * the person from users, their listed bikes from bikes, their completed sales from orders. Only
 * the fields named here leave, so the email and the phone of the user record never do.
 */
export function createProfilesService(deps: ProfilesDeps) {
  return {
    async getProfile(id: string, query: ListQuery): Promise<PublicProfile> {
      const user = await deps.users.findById(id);
      if (!user || user.deletedAt !== null) {
        throw new AppError('NOT_FOUND', messages.profile.notFound);
      }
      const [page, completedSales] = await Promise.all([
        deps.bikes.listedBy(id, query),
        deps.orders.countCompletedSales(id),
      ]);
      return {
        id: user._id,
        name: user.name,
        city: user.city ?? null,
        memberSince: user.createdAt.toISOString(),
        verified: user.verified,
        photoUrl: user.photo?.url ?? null,
        completedSales,
        bikes: page.items,
        nextCursor: page.nextCursor,
      };
    },
  };
}
