import { type HoldReason, holdMessages } from '@reride/shared';

/** Why a listing is held, as its seller reads it: a serial hold says no more than the others. */
export const HOLD_TEXT: Record<HoldReason, string> = {
  reports: holdMessages.reports,
  'first-listing': holdMessages.firstListing,
  'stolen-serial': holdMessages.stolenSerial,
};
