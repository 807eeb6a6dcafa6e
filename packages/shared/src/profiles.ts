import { z } from 'zod';
import { LOCATIONS } from './constants';
import { BikeSchema, BikeSitemapFileSchema } from './bikes';
import { IsoDateTimeSchema, ObjectIdSchema } from './common';
import { ReputationSchema } from './reviews';
import { PublicVerificationSchema } from './seller-verification';

/**
 * GET /users/:id/profile, the public profile page `/users/:id` (docs/domain.md#public-profiles):
 * what anyone may read of a person. Strict, so an email or a phone can never slip in.
 */
export const PublicProfileSchema = z
  .strictObject({
    id: ObjectIdSchema,
    name: z.string(),
    city: z.enum(LOCATIONS).nullable(),
    memberSince: IsoDateTimeSchema,
    verified: z.boolean(),
    /** The badge's criteria, shown beside it (docs/domain.md#seller-verification). */
    verification: PublicVerificationSchema,
    /** Their profile photo (`?size=card` for the small one); null shows their initials. */
    photoUrl: z.string().nullable(),
    /**
     * The median time, in minutes, they took to answer a conversation's opening question as a
     * seller; null until they have answered a few (docs/domain.md#public-profiles).
     */
    answerMinutes: z.number().int().nonnegative().nullable(),
    /** The stored reputation figures, completed sales among them (docs/domain.md#reputation). */
    ...ReputationSchema.shape,
    /** A page of their listed bikes (unsold, live), newest first, as the category pages show them. */
    bikes: z.array(BikeSchema),
    /** The `cursor` of the next page of bikes; null on the last. */
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'PublicProfile' });
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

/**
 * GET /sitemap/profiles: the profile pages worth a crawler's visit, those of people with at least
 * one listed bike (docs/domain.md#public-profiles), in id order, each with its newest bike's
 * change: the same entries as a bike sitemap file's.
 */
export const ProfileSitemapSchema = z
  .object({ profiles: BikeSitemapFileSchema.shape.bikes })
  .meta({ id: 'ProfileSitemap' });
export type ProfileSitemap = z.infer<typeof ProfileSitemapSchema>;
