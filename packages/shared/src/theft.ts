import { z } from 'zod';
import { IsoDateTimeSchema, ListQuerySchema, ObjectIdSchema } from './common';
import { commonMessages } from './messages';

// Frame serials and the stolen-bike check (docs/domain.md#frame-serials).

/** How long a serial may be as typed: the longest frame serials we know of are shorter. */
export const SERIAL_MAX_LENGTH = 40;
/** A serial shorter than this once normalised matches too much to be checked. */
export const SERIAL_MIN_KEY_LENGTH = 3;
export const THEFT_DESCRIPTION_MAX_LENGTH = 1000;
export const THEFT_WITHDRAW_REASON_MAX_LENGTH = 500;

/**
 * Characters people and stamping machines confuse, mapped to one of each pair so that two ways of
 * typing the same frame meet on one key: O and 0, I and L and 1 (docs/domain.md#frame-serials).
 */
const LOOK_ALIKES: Record<string, string> = { O: '0', I: '1', L: '1' };

/**
 * The key a serial is compared by: upper case, only letters and digits (spaces, dashes, dots,
 * slashes dropped), look-alikes mapped.
 */
export function normaliseSerial(serial: string): string {
  return serial
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(/[OIL]/g, (c) => LOOK_ALIKES[c] ?? c);
}

/**
 * The keys a serial key meets a one-character slip on: the key with each position in turn
 * replaced by `*`. Two keys of equal length one substitution apart share exactly one of them.
 */
export function serialNearKeys(key: string): string[] {
  return [...key].map((_, i) => `${key.slice(0, i)}*${key.slice(i + 1)}`);
}

const v = commonMessages.validation;

/** The frame serial as a seller or an owner types it; empty reads as absent. */
export const SerialSchema = z
  .string()
  .trim()
  .max(SERIAL_MAX_LENGTH, v.serialTooLong)
  .refine((s) => s === '' || normaliseSerial(s).length >= SERIAL_MIN_KEY_LENGTH, v.serialTooShort);

export const OptionalSerialSchema = SerialSchema.transform((s) => (s ? s : undefined)).optional();

/** What the bike page says of a listing's serial: checked against stolen registries or not yet. */
export const SERIAL_CHECKS = ['checked', 'not-checked'] as const;
export const SerialCheckSchema = z.enum(SERIAL_CHECKS);
export type SerialCheck = z.infer<typeof SerialCheckSchema>;

/** POST /theft-reports: an owner reports their own bike stolen. */
export const TheftReportBodySchema = z
  .object({
    serial: SerialSchema.refine((s) => s !== '', v.requiredField),
    description: z
      .string({ error: v.requiredField })
      .trim()
      .min(1, v.requiredField)
      .max(THEFT_DESCRIPTION_MAX_LENGTH),
  })
  .strict();
export type TheftReportBody = z.infer<typeof TheftReportBodySchema>;

/** POST /theft-reports/:id/withdrawal: why an administrator withdrew a report. */
export const TheftWithdrawalBodySchema = z
  .object({
    reason: z
      .string({ error: v.requiredField })
      .trim()
      .min(1, v.requiredField)
      .max(THEFT_WITHDRAW_REASON_MAX_LENGTH),
  })
  .strict();
export type TheftWithdrawalBody = z.infer<typeof TheftWithdrawalBodySchema>;

export const THEFT_REPORT_STATES = ['pending', 'confirmed', 'withdrawn'] as const;
export const TheftReportStateSchema = z.enum(THEFT_REPORT_STATES);
export type TheftReportState = z.infer<typeof TheftReportStateSchema>;

/** A theft report as administrators read it (GET /theft-reports). */
export const TheftReportSchema = z
  .object({
    _id: ObjectIdSchema,
    serial: z.string(),
    description: z.string(),
    reporterId: ObjectIdSchema,
    reporterEmail: z.string(),
    state: TheftReportStateSchema,
    createdAt: IsoDateTimeSchema,
    decidedAt: IsoDateTimeSchema.nullable(),
    withdrawReason: z.string().nullable(),
  })
  .meta({ id: 'TheftReport' });
export type TheftReport = z.infer<typeof TheftReportSchema>;
export const TheftReportListSchema = z.array(TheftReportSchema);

/**
 * One frame serial on live listings of different sellers (GET /serial-duplicates, admin):
 * flagged to administrators, nothing held (docs/domain.md#frame-serials).
 */
export const SerialDuplicateSchema = z
  .object({
    _id: ObjectIdSchema,
    /** The first flagged listing's name. */
    title: z.string(),
    bikeIds: z.array(ObjectIdSchema),
    since: IsoDateTimeSchema,
  })
  .meta({ id: 'SerialDuplicate' });
export type SerialDuplicate = z.infer<typeof SerialDuplicateSchema>;
export const SerialDuplicateListSchema = z.array(SerialDuplicateSchema);

/** POST /serial-duplicates/:id/dismissal: why the shared serial needs nothing more. */
export const SerialDuplicateDismissalBodySchema = TheftWithdrawalBodySchema;
export type SerialDuplicateDismissalBody = z.infer<typeof SerialDuplicateDismissalBodySchema>;

export const TheftReportQuerySchema = ListQuerySchema.extend({
  state: TheftReportStateSchema.default('pending'),
});
