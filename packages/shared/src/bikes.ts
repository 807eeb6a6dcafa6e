import { z } from 'zod';
import {
  CONDITIONS,
  DEFAULT_CATEGORY_ID,
  DEFAULT_CONDITION,
  DEFAULT_LOCATION,
  DESCRIPTION_MAX_LENGTH,
  LOCATIONS,
  MIN_PURCHASE_YEAR,
  currentYear,
} from './constants';
import { CategoryIdSchema } from './categories';
import {
  DateTextSchema,
  IsoDateTimeSchema,
  ModifyResultSchema,
  ObjectIdSchema,
  PriceSchema,
} from './common';
import { messages } from './messages';

const v = messages.validation;

export const ConditionSchema = z.enum(CONDITIONS);
export const LocationSchema = z.enum(LOCATIONS);

/** 'unsold' is shown as "Available" (SPEC §4). */
export const BIKE_STATUSES = ['unsold', 'Sold'] as const;
export const BikeStatusSchema = z.enum(BIKE_STATUSES);
export type BikeStatus = z.infer<typeof BikeStatusSchema>;
export const BIKE_STATUS_LABEL: Record<BikeStatus, string> = { unsold: 'Available', Sold: 'Sold' };

export const PurchaseYearSchema = z
  .number({ error: v.requiredField })
  .int(v.purchaseYearRange)
  .min(MIN_PURCHASE_YEAR, v.purchaseYearRange)
  .refine((year) => year <= currentYear(), v.purchaseYearRange);

export const MobileSchema = z
  .string({ error: v.requiredField })
  .trim()
  .min(1, v.requiredField)
  .regex(/^\+?[0-9]{6,15}$/, v.mobileNumeric);

/** The fields a seller types in Add a Product (SPEC §5); the image travels separately. */
export const BikeFieldsSchema = z.object({
  name: z.string({ error: v.requiredField }).trim().min(1, v.requiredField).max(120),
  categoryId: CategoryIdSchema.default(DEFAULT_CATEGORY_ID),
  condition: ConditionSchema.default(DEFAULT_CONDITION),
  resalePrice: PriceSchema,
  originalPrice: PriceSchema,
  purchaseYear: PurchaseYearSchema,
  location: LocationSchema.default(DEFAULT_LOCATION),
  mobile: MobileSchema,
  description: z.string().trim().max(DESCRIPTION_MAX_LENGTH).default(''),
});
export type BikeFieldsInput = z.input<typeof BikeFieldsSchema>;

/** Only images served by our own pipeline are accepted: `/images/<id>` (absolute or relative). */
export const ImageUrlSchema = z
  .string({ error: v.requiredField })
  .min(1, v.requiredField)
  .max(500)
  .regex(/^(https?:\/\/[^\s/]+)?\/images\/[0-9a-f]{24}$/, v.invalidImageUrl);

/**
 * POST /bikes. Seller, seller email, status, flags, category title and postedOn come from the
 * server; extra fields of the spec's payload are dropped, never trusted.
 */
export const CreateBikeBodySchema = BikeFieldsSchema.extend({ img: ImageUrlSchema });
export type CreateBikeBody = z.infer<typeof CreateBikeBodySchema>;

export const BikeSchema = z
  .object({
    _id: ObjectIdSchema,
    name: z.string(),
    img: z.string(),
    category: z.string(),
    categoryId: ObjectIdSchema,
    condition: ConditionSchema,
    resalePrice: z.number(),
    originalPrice: z.number(),
    purchaseYear: z.number().int(),
    location: z.string(),
    postedOn: DateTextSchema,
    createdAt: IsoDateTimeSchema,
    seller: z.string(),
    sellerVerified: z.boolean(),
    /** Present only for signed-in callers: visitors never see contact details. */
    sellerEmail: z.string().optional(),
    mobile: z.string().optional(),
    status: BikeStatusSchema,
    advertised: z.boolean(),
    description: z.string(),
    reported: z.boolean(),
  })
  .meta({ id: 'Bike' });
export type Bike = z.infer<typeof BikeSchema>;
export const BikeListSchema = z.array(BikeSchema);

/** PATCH /bikes/:id: the client's view of `advertised` is informative; the database decides. */
export const ToggleAdvertisedBodySchema = z.object({ advertised: z.boolean().optional() });
export const ToggleAdvertisedResponseSchema = ModifyResultSchema.extend({
  advertised: z.boolean(),
});

export { yearsUsed } from './format';
