import { messages, type HoldReason } from '@reride/shared';

/** Why a listing is held, as its seller reads it: a serial hold says no more than the others. */
export const HOLD_TEXT: Record<HoldReason, string> = {
  reports: messages.holds.reports,
  'first-listing': messages.holds.firstListing,
  'stolen-serial': messages.holds.stolenSerial,
};
