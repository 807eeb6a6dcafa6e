import { z } from 'zod';
import { IsoDateTimeSchema } from './common';
import { sanctionMessages } from './messages';
import { UserSchema } from './users';
import { SellerVerificationSchema } from './seller-verification';

const m = sanctionMessages.sanctions;

/** The periods of a suspension an administrator picks from, besides "until a date". */
export const SUSPENSION_DAYS = [1, 3, 7, 30] as const;
/** The longest suspension "until a date" may ask for. */
export const SUSPENSION_MAX_DAYS = 365;
export const SANCTION_REASON_MAX = 500;

/** Why: the person sees it on their dashboard and in the email, the audit log keeps it. */
export const SanctionReasonSchema = z
  .string({ error: m.reasonRequired })
  .trim()
  .min(3, m.reasonRequired)
  .max(SANCTION_REASON_MAX, m.reasonTooLong);

/** POST /users/:id/warning and POST /users/:id/suspension/lift: a reason only. */
export const SanctionReasonBodySchema = z.strictObject({ reason: SanctionReasonSchema });
export type SanctionReasonBody = z.infer<typeof SanctionReasonBodySchema>;

/** POST /users/:id/suspension: for one of SUSPENSION_DAYS, or until a moment in the future. */
export const SuspendUserBodySchema = z.union([
  z.strictObject({ reason: SanctionReasonSchema, days: z.literal(SUSPENSION_DAYS) }),
  z.strictObject({ reason: SanctionReasonSchema, until: IsoDateTimeSchema }),
]);
export type SuspendUserBody = z.infer<typeof SuspendUserBodySchema>;

export const SuspensionSchema = z.object({
  reason: z.string(),
  at: IsoDateTimeSchema,
  until: IsoDateTimeSchema,
});
export type Suspension = z.infer<typeof SuspensionSchema>;

export const WarningSchema = z.object({ reason: z.string(), at: IsoDateTimeSchema });
export type Warning = z.infer<typeof WarningSchema>;

/**
 * A person's sanction now: the suspension while it runs (null once it ended or was lifted), and
 * the latest warning (for the person: until they dismissed it).
 */
export const SanctionSchema = z
  .object({ suspension: SuspensionSchema.nullable(), warning: WarningSchema.nullable() })
  .meta({ id: 'Sanction' });
export type Sanction = z.infer<typeof SanctionSchema>;

/** A row of All Buyers / All Sellers: the user and their sanction now. */
export const ManagedUserSchema = UserSchema.extend({
  sanction: SanctionSchema,
  /** Whether "Check seller" may be asked (a confirmed phone) and what a withdrawal would end. */
  verification: SellerVerificationSchema,
}).meta({
  id: 'ManagedUser',
});
export const ManagedUserListSchema = z.array(ManagedUserSchema);
export type ManagedUser = z.infer<typeof ManagedUserSchema>;

/** The administrators' dialog: a reason, and for a suspension a period or its last day. */
export const SUSPENSION_PERIODS = ['1', '3', '7', '30', 'until'] as const;
export const SanctionFormSchema = z
  .object({
    reason: SanctionReasonSchema,
    period: z.enum(SUSPENSION_PERIODS),
    /** The last day (yyyy-mm-dd, UTC) when `period` is `until`. */
    until: z.string(),
  })
  .refine((form) => form.period !== 'until' || /^\d{4}-\d{2}-\d{2}$/.test(form.until), {
    path: ['until'],
    message: m.untilRequired,
  });
export type SanctionForm = z.infer<typeof SanctionFormSchema>;

/** The body of POST /users/:id/suspension from the dialog: "until" runs to that day's end (UTC). */
export function suspendBodyOf(form: SanctionForm): SuspendUserBody {
  if (form.period === 'until') return { reason: form.reason, until: `${form.until}T23:59:59.000Z` };
  return { reason: form.reason, days: Number(form.period) as (typeof SUSPENSION_DAYS)[number] };
}
