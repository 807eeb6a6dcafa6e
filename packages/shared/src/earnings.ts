import { z } from 'zod';
import { IsoDateTimeSchema, ListQuerySchema, ObjectIdSchema, namedWithList } from './common';
import { OrderStepSchema } from './orders';

/**
 * A seller's earnings (docs/domain.md#money): a ledger of entries in integer cents. A payment
 * adds to pending, completion moves pending to available, a refund takes back from pending, a
 * payout moves available to paid out; the platform keeps its fee.
 */
export const LEDGER_ENTRY_KINDS = ['sale', 'completion', 'refund', 'payout'] as const;
export const LedgerEntryKindSchema = z.enum(LEDGER_ENTRY_KINDS);
export type LedgerEntryKind = z.infer<typeof LedgerEntryKindSchema>;

export const [LedgerEntrySchema, LedgerEntryListSchema] = namedWithList('LedgerEntry', {
  _id: z.string(),
  kind: LedgerEntryKindSchema,
  /** The order the entry belongs to; absent for payouts. */
  bookingId: ObjectIdSchema.optional(),
  bike: z.string().optional(),
  /**
   * The order's step that made this entry (the payment, the completion or the decision that
   * refunded), worded like the order's timeline; absent for payouts and older entries.
   */
  cause: OrderStepSchema.optional(),
  /** Signed changes in cents. */
  pending: z.number().int(),
  available: z.number().int(),
  paidOut: z.number().int(),
  fee: z.number().int(),
  at: IsoDateTimeSchema,
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;
export const EarningsEntriesQuerySchema = ListQuerySchema;

/** GET /earnings (seller): the balances, in cents. */
export const EarningsSummarySchema = z
  .object({
    currency: z.string(),
    pending: z.number().int(),
    available: z.number().int(),
    paidOut: z.number().int(),
    /** The platform's fee in percent, as configured now. */
    feePercent: z.number().nonnegative(),
    /** Whether this deployment can pay out (the sandbox records payouts in the ledger). */
    payoutsEnabled: z.boolean(),
  })
  .meta({ id: 'EarningsSummary' });
export type EarningsSummary = z.infer<typeof EarningsSummarySchema>;

/** POST /earnings/payouts (seller): all that is available, recorded as paid out. */
export const PayoutResultSchema = z.object({
  acknowledged: z.boolean(),
  amount: z.number().int().nonnegative(),
  at: IsoDateTimeSchema.optional(),
});
export type PayoutResult = z.infer<typeof PayoutResultSchema>;
