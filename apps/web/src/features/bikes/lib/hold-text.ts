import { type HoldReason, moderationMessages } from '@reride/shared';

/** Why a listing is held, as its seller reads it: a serial hold says no more than the others. */
export const HOLD_TEXT: Record<HoldReason, string> = {
  reports: moderationMessages.holds.reports,
  'first-listing': moderationMessages.holds.firstListing,
  'stolen-serial': moderationMessages.holds.stolenSerial,
};
