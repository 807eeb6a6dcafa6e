import { z } from 'zod';
import { IsoDateTimeSchema } from './common';
import { leaveMessages } from './messages';
import { EmailSettingsSchema } from './notifications';
import { AccountSchema } from './users';

/**
 * One record of the download, as the feature that keeps it describes it (dates as ISO text). The
 * sections are fixed; their records follow what each feature stores, so a new field of theirs
 * reaches the file without a change here.
 */
const DataRecordSchema = z.record(z.string(), z.unknown());
const Records = z.array(DataRecordSchema);

/**
 * GET /users/me/data: everything ReRide holds about the caller, in one file
 * (docs/domain.md#leaving). Earnings only for someone who has sold.
 */
export const AccountDataSchema = z
  .object({
    exportedAt: IsoDateTimeSchema,
    account: AccountSchema.extend({ emailSettings: EmailSettingsSchema }),
    /** Listings they posted, each with its edit history. */
    listings: Records,
    orders: z.object({ asBuyer: Records, asSeller: Records }),
    /** Messages they wrote. */
    messages: Records,
    /** Offers they made or received. */
    offers: Records,
    notifications: Records,
    wishlist: Records,
    /** Reports of listings they filed. */
    reports: Records,
    /**
     * Reviews they wrote, the published ones about them with their replies, and their reports of
     * reviews.
     */
    reviews: z.object({ written: Records, received: Records, reported: Records }),
    /** Bikes they reported stolen, with the administrators' decisions. */
    theftReports: Records,
    /** Their saved searches with their filters and frequency. */
    savedSearches: Records,
    earnings: z.object({ entries: Records }).nullable(),
  })
  .meta({ id: 'AccountData' });
export type AccountData = z.infer<typeof AccountDataSchema>;

/** DELETE /users/me: the person types the confirmation word (leaveMessages.deleteAccount). */
export const DeleteAccountBodySchema = z
  .object({
    confirm: z.literal(leaveMessages.deleteAccount.confirmWord, {
      error: leaveMessages.deleteAccount.wrongConfirmation,
    }),
  })
  .strict();
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;
