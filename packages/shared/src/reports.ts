import { z } from 'zod';
import { BikeSchema } from './bikes';
import { IsoDateTimeSchema, ListQuerySchema, namedWithList, ObjectIdSchema } from './common';
import { moderationMessages } from './messages';

/** Why a user reports a listing (docs/domain.md#moderation-queue). */
export const REPORT_REASONS = [
  'scam',
  'stolen',
  'wrong_category',
  'duplicate',
  'offensive',
  'already_sold',
  'other',
] as const;
export const ReportReasonSchema = z.enum(REPORT_REASONS);
export type ReportReason = z.infer<typeof ReportReasonSchema>;
export const REPORT_NOTE_MAX = 500;

/**
 * PATCH /reported/:bikeId: the reporter and time come from the server; a reason is required and
 * "other" needs a note saying what is wrong.
 */
export const ReportBikeBodySchema = z
  .object({
    reason: ReportReasonSchema,
    note: z
      .string()
      .trim()
      .max(REPORT_NOTE_MAX, moderationMessages.reportForm.noteTooLong(REPORT_NOTE_MAX))
      .optional(),
  })
  .strict()
  .refine((body) => body.reason !== 'other' || (body.note ?? '') !== '', {
    path: ['note'],
    message: moderationMessages.reportForm.noteRequired,
  });
export type ReportBikeBody = z.infer<typeof ReportBikeBodySchema>;
export type ReportBikeBodyInput = z.input<typeof ReportBikeBodySchema>;

export const REJECTION_REASON_MAX = 500;

/**
 * POST /bikes/:id/rejection: why an administrator turns a seller's first listing down; the seller
 * reads it (docs/domain.md#moderation-queue).
 */
export const RejectListingBodySchema = z
  .object({
    reason: z
      .string(moderationMessages.approval.reasonRequired)
      .trim()
      .min(1, moderationMessages.approval.reasonRequired)
      .max(REJECTION_REASON_MAX, moderationMessages.approval.reasonTooLong(REJECTION_REASON_MAX)),
  })
  .strict();
export type RejectListingBody = z.infer<typeof RejectListingBodySchema>;

/** How many reporters gave each reason, the most given first. */
export const ReasonCountSchema = z.object({
  reason: ReportReasonSchema,
  count: z.number().int().positive(),
});

/** GET /reported: a bike as in the catalogue, with how many users reported it and why. */
export const ReportedBikeSchema = BikeSchema.extend({
  reportCount: z.number().int().nonnegative(),
  reasons: z.array(ReasonCountSchema),
  /** The reporters' notes, newest first (reports stored before reasons existed read "other"). */
  notes: z.array(z.string()),
}).meta({ id: 'ReportedBike' });
export type ReportedBike = z.infer<typeof ReportedBikeSchema>;
export const ReportedBikeListSchema = z.array(ReportedBikeSchema);

/** The one moderation queue (GET /admin/queue): every kind of thing waiting for a decision. */
export const QUEUE_KINDS = [
  'reported-listing',
  'reported-message',
  'held-listing',
  'dispute',
  'reported-review',
  'theft-report',
  'duplicate-serial',
] as const;
export const QueueKindSchema = z.enum(QUEUE_KINDS);
export type QueueKind = z.infer<typeof QueueKindSchema>;

export const [QueueItemSchema, QueueListSchema] = namedWithList('QueueItem', {
  kind: QueueKindSchema,
  /** The waiting record: a bike, a message report, an order, a review. */
  id: ObjectIdSchema,
  title: z.string(),
  reportCount: z.number().int().nonnegative(),
  waitingSince: IsoDateTimeSchema,
  /** The web page where the decision is made. */
  link: z.string(),
});
export type QueueItem = z.infer<typeof QueueItemSchema>;

export const QueueQuerySchema = ListQuerySchema.extend({ kind: QueueKindSchema.optional() });
export type QueueQuery = z.infer<typeof QueueQuerySchema>;
