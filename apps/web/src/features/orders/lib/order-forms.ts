import {
  RefundDisputeBodySchema,
  SetMeetingBodySchema,
  commonMessages,
  orderMessages,
} from '@reride/shared';
import { z } from 'zod';

/**
 * The order forms validate with the API's own schemas; zod's default texts ("Too small: expected
 * string to have >=1 characters") are replaced by the product's plain ones.
 */
export const orderFormErrors: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'too_small' && issue.origin === 'string') {
    return commonMessages.validation.requiredField;
  }
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return `At most ${String(issue.maximum)} characters`;
  }
  if (issue.code === 'too_small' && issue.origin === 'number') return 'Must be more than $0';
  if (issue.code === 'invalid_type' && issue.expected === 'number') {
    return commonMessages.validation.invalidNumber;
  }
  return undefined;
};

const timeOf = (local: string) => new Date(local).getTime();

/**
 * The meeting time as a `datetime-local` input gives it (the reader's own time, no zone), in the
 * future, sent as the ISO instant the API expects.
 */
export const MeetingFormSchema = z
  .object({
    at: z
      .string()
      .min(1)
      .refine((local) => !Number.isNaN(timeOf(local)), 'Enter a date and a time')
      .refine((local) => timeOf(local) > Date.now(), orderMessages.orders.meetingInPast)
      .transform((local) => new Date(local).toISOString()),
  })
  .pipe(SetMeetingBodySchema);

/** `YYYY-MM-DDTHH:mm` of a date in the reader's time zone, as `datetime-local` reads and writes it. */
export function toLocalInput(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/**
 * The chosen meeting time as the product writes dates (dd/mm/yyyy, 24-hour): the browser's own
 * picker shows its locale's order (mm/dd/yyyy in the US), so the field says it back.
 */
export function meetingHint(value: string | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(value ?? '');
  if (!match) return 'The day and time you meet to hand the bike over.';
  const [, yyyy, mm, dd, time] = match;
  return `You meet on ${dd}/${mm}/${yyyy} at ${time}.`;
}

export type RefundScope = 'full' | 'partial';

/**
 * The administrator's refund: the whole payment, or `amount` dollars of it (at most what was
 * paid); the body leaves `amount` out for a full refund.
 */
export function refundFormSchema(paid: number) {
  return z
    .object({
      scope: z.enum(['full', 'partial']),
      amount: z.number().optional(),
      note: z.string(),
    })
    .superRefine(({ scope, amount }, ctx) => {
      if (scope !== 'partial') return;
      if (amount === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['amount'],
          message: commonMessages.validation.requiredField,
        });
      } else if (amount > paid) {
        ctx.addIssue({
          code: 'custom',
          path: ['amount'],
          message: orderMessages.orders.refundTooLarge,
        });
      }
    })
    .transform(({ scope, amount, note }): { amount?: number; note?: string } =>
      scope === 'full' ? { note } : { amount, note },
    )
    .pipe(RefundDisputeBodySchema);
}

/** An empty amount field is no amount (a number input gives '' when empty). */
export const optionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);
