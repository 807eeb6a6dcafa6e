import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  MAX_PAGE_SIZE,
  MAX_PRICE,
  MIN_PRICE,
  NAME_MAX_LENGTH,
  OBJECT_ID_PATTERN,
} from './constants';
import { commonMessages } from './messages';

const v = commonMessages.validation;

/** A MongoDB ObjectId in its 24-hex string form: the only id shape that travels. */
export const ObjectIdSchema = z
  .string({ error: v.invalidId })
  .regex(OBJECT_ID_PATTERN, v.invalidId)
  .meta({ id: 'ObjectId', description: '24 hexadecimal characters' });

export const IdParamsSchema = z.object({ id: ObjectIdSchema });

export const EmailSchema = z
  .string({ error: v.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, v.emailRequired)
  .max(EMAIL_MAX_LENGTH, v.emailInvalid)
  .pipe(z.email(v.emailInvalid));

/** `?email=` of the spec's calls; an array or object never gets through. */
export const EmailQuerySchema = z.object({ email: EmailSchema });

export const PersonNameSchema = z
  .string({ error: v.nameRequired })
  .trim()
  .min(1, v.nameRequired)
  .max(NAME_MAX_LENGTH, v.nameTooLong);

/** Dollars with at most two decimals, within the marketplace's bounds. */
export const PriceSchema = z
  .number({ error: v.requiredField })
  .min(MIN_PRICE, v.priceMin)
  .max(MAX_PRICE, v.priceMax)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, v.priceCents);

/** Amounts read back from storage: no minimum re-checked, still dollars. */
export const AmountSchema = z.number().nonnegative();

export const PhoneSchema = z
  .string({ error: v.requiredField })
  .trim()
  .min(1, v.requiredField)
  .regex(/^\+?[0-9]{6,15}$/, v.phoneNumeric);

/** dd/mm/yyyy as the spec displays dates. */
export const DateTextSchema = z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/);
export const IsoDateTimeSchema = z.iso.datetime();

export {
  escapeHtml,
  formatCount,
  formatDateText,
  formatMediumDate,
  formatMoney,
  formatMonthYear,
  formatPrice,
} from './format';

/** Dollars to integer cents without binary-float drift (19.99 * 100 = 1998.9999…). */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** The two sides of a deal: a conversation's participants, an offer's or an order's parties. */
export const PartyRoleSchema = z.enum(['buyer', 'seller']);
export type PartyRole = z.infer<typeof PartyRoleSchema>;

/** Bounded lists: a page size and the cursor of the previous page's NEXT_CURSOR_HEADER. */
export const ListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

/**
 * A record the API sends, named `id` among the OpenAPI document's components, and the list of it
 * that its list endpoints answer: `export const [XSchema, XListSchema] = namedWithList('X', …)`.
 */
export function namedWithList<Shape extends z.ZodRawShape>(id: string, shape: Shape) {
  const schema = z.object(shape).meta({ id });
  return [schema, z.array(schema)] as const;
}

export const AcknowledgedSchema = z.object({ acknowledged: z.boolean() });
export const InsertResultSchema = z.object({
  acknowledged: z.boolean(),
  insertedId: ObjectIdSchema,
});
export const ModifyResultSchema = z.object({
  acknowledged: z.boolean(),
  modifiedCount: z.number().int().nonnegative(),
});
export const DeleteResultSchema = z.object({
  acknowledged: z.boolean(),
  deletedCount: z.number().int().nonnegative(),
});
export type InsertResult = z.infer<typeof InsertResultSchema>;
export type ModifyResult = z.infer<typeof ModifyResultSchema>;
export type DeleteResult = z.infer<typeof DeleteResultSchema>;
