import {
  SITEMAP_URLS_PER_FILE,
  type ListQuery,
  type ProfileSitemap,
  type PublicProfile,
  profileMessages,
} from '@reride/shared';
import { AppError } from '../../core/app-error';
import type { BikesApi } from '../bikes/bikes.feature';
import type { ConversationsApi } from '../conversations/conversations.feature';
import type { ReviewsApi } from '../reviews/reviews.feature';
import type { UsersApi } from '../users/users.feature';
import { toPublicVerification } from '../users/seller-verification.service';

export interface ProfilesDeps {
  users: Pick<UsersApi, 'findById'>;
  bikes: Pick<BikesApi, 'listedBy' | 'listedSellers'>;
  conversations: ConversationsApi;
  reviews: ReviewsApi;
}

/**
 * The public profile (docs/domain.md#public-profiles), gathered from the features that know:
 * the person from users, their listed bikes from bikes, their first-answer time from
 * conversations, their reputation figures (completed sales among them) from reviews. Only
 * the fields named here leave, so the email and the phone of the user record never do.
 */
export function createProfilesService(deps: ProfilesDeps) {
  return {
    async getProfile(id: string, query: ListQuery): Promise<PublicProfile> {
      const user = await deps.users.findById(id);
      if (!user || user.deletedAt !== null) {
        throw new AppError('NOT_FOUND', profileMessages.profile.notFound);
      }
      const [page, answerMinutes, reputation] = await Promise.all([
        deps.bikes.listedBy(id, query),
        deps.conversations.answerMinutesOf(id),
        deps.reviews.reputationOf(id),
      ]);
      return {
        id: user._id,
        name: user.name,
        city: user.city ?? null,
        memberSince: user.createdAt.toISOString(),
        verified: user.verified,
        verification: toPublicVerification(user),
        photoUrl: user.photo?.url ?? null,
        answerMinutes,
        ...reputation,
        bikes: page.items,
        nextCursor: page.nextCursor,
      };
    },

    /**
     * The sitemap's profile pages: people with a listed bike, whose bikes a removal hides. One
     * file's worth: past SITEMAP_URLS_PER_FILE sellers the list is cut, in id order.
     */
    async sitemap(): Promise<ProfileSitemap> {
      const sellers = await deps.bikes.listedSellers(SITEMAP_URLS_PER_FILE);
      return {
        profiles: sellers.map(({ id, updatedAt }) => ({
          _id: id,
          ...(updatedAt ? { lastModified: updatedAt.toISOString() } : {}),
        })),
      };
    },
  };
}
