import { z } from 'zod';
import {
  BRAND_MAX_LENGTH,
  CONDITIONS,
  DEFAULT_CATEGORY_ID,
  DEFAULT_CONDITION,
  DEFAULT_LOCATION,
  DESCRIPTION_MAX_LENGTH,
  FRAME_MATERIALS,
  FRAME_SIZES,
  LOCATIONS,
  MAX_BIKE_IMAGES,
  MIN_PURCHASE_YEAR,
  SITEMAP_URLS_PER_FILE,
  WHEEL_SIZES,
  currentYear,
} from './constants';
import { canonicalLocation } from './aliases';
import { OptionalSerialSchema, SerialCheckSchema } from './theft';
import { CategoryIdSchema, withAliases } from './categories';
import {
  DateTextSchema,
  IsoDateTimeSchema,
  ModifyResultSchema,
  ObjectIdSchema,
  PriceSchema,
  namedWithList,
} from './common';
import { commonMessages, placesMessages } from './messages';
import { PLACE_IDS, findPlace } from './places';

const v = commonMessages.validation;
const pm = placesMessages;

export const ConditionSchema = z.enum(CONDITIONS);
/** One of our 14 places; an older spelling or the original client's value is read as ours. */
export const LocationSchema = withAliases(z.enum(LOCATIONS), canonicalLocation);
export const FrameSizeSchema = z.enum(FRAME_SIZES);
export const WheelSizeSchema = z.enum(WHEEL_SIZES);
export const FrameMaterialSchema = z.enum(FRAME_MATERIALS);
export type FrameSize = z.infer<typeof FrameSizeSchema>;
export type WheelSize = z.infer<typeof WheelSizeSchema>;
export type FrameMaterial = z.infer<typeof FrameMaterialSchema>;

/** An optional choice of a form's select: its empty option ('') means "not given". */
function optionalChoice<T extends z.ZodEnum>(choices: T) {
  return z
    .union([choices, z.literal('')])
    .transform((value) => (value === '' ? undefined : (value as z.infer<T>)))
    .optional();
}

/** Brand as typed; blank means absent. */
export const BrandSchema = z
  .string()
  .trim()
  .max(BRAND_MAX_LENGTH, v.brandTooLong)
  .transform((value) => (value ? value : undefined))
  .optional();

/**
 * 'unsold' is shown as "Available" and is the only listed state; 'paused', 'expired' and
 * 'SoldElsewhere' are the listing lifecycle's (docs/domain.md#listing-lifecycle).
 */
export const BIKE_STATUSES = ['unsold', 'Sold', 'paused', 'expired', 'SoldElsewhere'] as const;
export const BikeStatusSchema = z.enum(BIKE_STATUSES);
export type BikeStatus = z.infer<typeof BikeStatusSchema>;
export const BIKE_STATUS_LABEL: Record<BikeStatus, string> = {
  unsold: 'Available',
  Sold: 'Sold',
  paused: 'Paused',
  expired: 'Expired',
  SoldElsewhere: 'Sold elsewhere',
};
/** The states a seller may still edit, pause or renew: not sold here nor elsewhere. */
export const OPEN_BIKE_STATUSES = ['unsold', 'paused', 'expired'] as const satisfies BikeStatus[];
/** How long a listing stays live unless renewed (LISTING_TTL_DAYS), and its reminder's lead. */
export const DEFAULT_LISTING_TTL_DAYS = 60;
export const LISTING_REMINDER_DAYS = 7;

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

/** A gazetteer place's id; blank means absent. */
export const PlaceIdSchema = z
  .union([z.enum(PLACE_IDS, { error: pm.unknownPlace }), z.literal('')], { error: pm.unknownPlace })
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/**
 * A listing form's place and city agree (docs/domain.md#places): a form that names only a place
 * takes that place's city, and one whose city is not the place's is refused with a message.
 */
function withPlace<T extends z.ZodType>(schema: T): z.ZodType<z.output<T>, z.input<T>> {
  // The preprocess reads any input; the result keeps the schema's own input type for forms.
  return z.preprocess(
    (raw) => {
      if (typeof raw !== 'object' || raw === null) return raw;
      const body = raw as Record<string, unknown>;
      const place = typeof body.placeId === 'string' ? findPlace(body.placeId) : undefined;
      if (place && (body.location === undefined || body.location === '')) {
        return { ...body, location: place.city };
      }
      return raw;
    },
    schema.refine(
      (body) => {
        const { placeId, location } = body as { placeId?: string; location?: string };
        const place = findPlace(placeId);
        return !place || place.city === location;
      },
      { message: pm.placeCityMismatch, path: ['placeId'] },
    ),
  );
}

/** The fields a seller types in Add a Product (docs/domain.md#validation); the image travels separately. */
export const BikeFieldsSchema = z.object({
  name: z.string({ error: v.requiredField }).trim().min(1, v.requiredField).max(120),
  categoryId: CategoryIdSchema.default(DEFAULT_CATEGORY_ID),
  condition: ConditionSchema.default(DEFAULT_CONDITION),
  resalePrice: PriceSchema,
  originalPrice: PriceSchema,
  purchaseYear: PurchaseYearSchema,
  location: LocationSchema.default(DEFAULT_LOCATION),
  /**
   * A gazetteer place (an area, town or city, docs/domain.md#places) within `location`; absent,
   * the listing is at its city's centre.
   */
  placeId: PlaceIdSchema,
  mobile: MobileSchema,
  description: z.string().trim().max(DESCRIPTION_MAX_LENGTH).default(''),
  brand: BrandSchema,
  frameSize: optionalChoice(FrameSizeSchema),
  wheelSize: optionalChoice(WheelSizeSchema),
  frameMaterial: optionalChoice(FrameMaterialSchema),
  /** The frame serial as typed; only the seller and administrators read it back. */
  serial: OptionalSerialSchema,
});
export type BikeFieldsInput = z.input<typeof BikeFieldsSchema>;

/** Only images served by our own pipeline are accepted: `/images/<id>` (absolute or relative). */
export const ImageUrlSchema = z
  .string({ error: v.requiredField })
  .min(1, v.requiredField)
  .max(500)
  .regex(/^(https?:\/\/[^\s/]+)?\/images\/[0-9a-f]{24}$/, v.invalidImageUrl);

/** A bike's photos in display order, the cover first: 1 to 6 distinct uploaded images. */
export const BikeImagesSchema = z
  .array(ImageUrlSchema, { error: v.imagesRequired })
  .min(1, v.imagesRequired)
  .max(MAX_BIKE_IMAGES, v.imagesTooMany)
  .refine((urls) => new Set(urls).size === urls.length, v.imagesDuplicate);

/**
 * POST /bikes. Seller, seller email, status, flags, category title and postedOn come from the
 * server; extra fields of the spec's payload are dropped, never trusted. `img` is the spec's
 * cover; `images` (optional) lists every photo, and then must start with the cover.
 */
export const CreateBikeBodySchema = withPlace(
  BikeFieldsSchema.extend({
    img: ImageUrlSchema,
    images: BikeImagesSchema.optional(),
  }).refine((body) => !body.images || body.images[0] === body.img, {
    message: v.coverMustBeFirst,
    path: ['images'],
  }),
);
export type CreateBikeBody = z.infer<typeof CreateBikeBodySchema>;
export type CreateBikeBodyInput = z.input<typeof CreateBikeBodySchema>;

/** Why a listing is out of the public lists until an administrator decides. */
export const HOLD_REASONS = ['reports', 'first-listing', 'stolen-serial'] as const;
export const HoldReasonSchema = z.enum(HOLD_REASONS);
export type HoldReason = z.infer<typeof HoldReasonSchema>;
export const BikeHoldSchema = z.object({ reason: HoldReasonSchema, since: IsoDateTimeSchema });

/**
 * POST /bikes: the new listing's id, and its hold when PREMODERATE_FIRST_LISTING held a seller's
 * first listing for approval (docs/domain.md#moderation-queue).
 */
export const CreateBikeResultSchema = z.object({
  acknowledged: z.boolean(),
  insertedId: ObjectIdSchema,
  held: BikeHoldSchema.optional(),
});
export type CreateBikeResult = z.infer<typeof CreateBikeResultSchema>;

export const [BikeSchema, BikeListSchema] = namedWithList('Bike', {
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
  /** The gazetteer place the seller named, and how it is shown ("Uttara, Dhaka"). */
  placeId: z.string().optional(),
  placeLabel: z.string().optional(),
  /** On a search with a centre: how far the listing's place is, in km to one decimal. */
  distanceKm: z.number().optional(),
  postedOn: DateTextSchema,
  createdAt: IsoDateTimeSchema,
  seller: z.string(),
  /** The seller's account: how the web tells its own listings (never by contact details). */
  sellerId: ObjectIdSchema,
  sellerVerified: z.boolean(),
  /**
   * The seller's contact: present only for the seller themself and administrators; a buyer
   * reads it on their order once paid (docs/domain.md#contact-privacy).
   */
  sellerEmail: z.string().optional(),
  mobile: z.string().optional(),
  status: BikeStatusSchema,
  /** When the listing expires unless renewed (docs/domain.md#listing-lifecycle). */
  expiresAt: IsoDateTimeSchema.optional(),
  advertised: z.boolean(),
  description: z.string(),
  reported: z.boolean(),
  /**
   * Out of every public list until an administrator decides (docs/domain.md#moderation-queue);
   * only the seller and administrators read a held bike.
   */
  held: BikeHoldSchema.optional(),
  /** Every photo, the cover (`img`) first. */
  images: z.array(z.string()).min(1),
  brand: z.string().optional(),
  frameSize: FrameSizeSchema.optional(),
  wheelSize: WheelSizeSchema.optional(),
  frameMaterial: FrameMaterialSchema.optional(),
  /** The frame serial as typed: present only for the seller themself and administrators. */
  serial: z.string().optional(),
  /**
   * Whether the serial was checked against the stolen-bike registries; null without a serial
   * (docs/domain.md#frame-serials). The serial itself never reaches anybody else.
   */
  serialCheck: SerialCheckSchema.nullable().optional(),
});
export type Bike = z.infer<typeof BikeSchema>;

/** PATCH /bikes/:id: the client's view of `advertised` is informative; the database decides. */
export const ToggleAdvertisedBodySchema = z.object({ advertised: z.boolean().optional() });
export const ToggleAdvertisedResponseSchema = ModifyResultSchema.extend({
  advertised: z.boolean(),
});

/**
 * PUT /bikes/:id: the seller's edit of a listing, the fields of Add a Product without the photos
 * (those have their own route below). The whole form is sent: an attribute left out is cleared,
 * a field with a default takes it, as when adding (docs/domain.md#editing).
 */
export const EditBikeBodySchema = withPlace(BikeFieldsSchema);
export type EditBikeBody = z.infer<typeof EditBikeBodySchema>;
export type EditBikeBodyInput = z.input<typeof EditBikeBodySchema>;
/** The fields an edit can change, as history entries name them. */
export const EditableBikeFieldSchema = BikeFieldsSchema.keyof();
export type EditableBikeField = z.infer<typeof EditableBikeFieldSchema>;
export const EditBikeResponseSchema = ModifyResultSchema.extend({
  /** The fields whose value changed (empty when the form held what was stored). */
  changed: z.array(EditableBikeFieldSchema),
});
export type EditBikeResult = z.infer<typeof EditBikeResponseSchema>;

/** PATCH /bikes/:id/images: reorder or replace the photos; the first becomes the cover. */
export const UpdateBikeImagesBodySchema = z.object({ images: BikeImagesSchema });
export type UpdateBikeImagesBody = z.infer<typeof UpdateBikeImagesBodySchema>;
export const UpdateBikeImagesResponseSchema = ModifyResultSchema.extend({
  images: z.array(z.string()),
});

/** POST /bikes/:id/pause, /resume, /sold-elsewhere, /renew: the listing's state afterwards. */
export const ListingStateResultSchema = ModifyResultSchema.extend({
  status: BikeStatusSchema,
  expiresAt: IsoDateTimeSchema.optional(),
});
export type ListingStateResult = z.infer<typeof ListingStateResultSchema>;

/** GET /bikes/:id: the bike page. Sold bikes are shown; deleted or removed-seller bikes are 404. */
export const BIKE_AVAILABILITY = ['available', 'sold', 'paused', 'expired'] as const;
export const BikeDetailSchema = BikeSchema.extend({
  availability: z.enum(BIKE_AVAILABILITY),
  /**
   * The price before the latest change, present only while that change lowered the price and is
   * at most PRICE_WINDOW_DAYS old: the page shows "was $X" (docs/domain.md#prices).
   */
  wasPrice: z.number().optional(),
  sellerName: z.string(),
  sellerSince: IsoDateTimeSchema,
  /** The seller's profile photo; null shows their initials (docs/domain.md#accounts). */
  sellerPhotoUrl: z.string().nullable(),
}).meta({ id: 'BikeDetail' });
export type BikeDetail = z.infer<typeof BikeDetailSchema>;

/**
 * The sitemap's view of the catalogue (GET /sitemap/bikes): the listed bikes (the public lists'
 * filter) and the files they fill, at least one so the sitemap index never points nowhere (no
 * listed bike: file 1 is an empty list).
 */
export const BikeSitemapSchema = z
  .object({ listed: z.number().int().nonnegative(), files: z.number().int().min(1) })
  .meta({ id: 'BikeSitemap' });
export type BikeSitemap = z.infer<typeof BikeSitemapSchema>;

/** `:file` is 1-based; six digits bound it far beyond any catalogue (50,000 bikes a file). */
export const BikeSitemapFileParamsSchema = z.object({
  file: z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/, v.invalidSitemapFile)
    .transform(Number),
});

/** One sitemap file: its slice of the listed bikes in `_id` order, each with its last change. */
export const BikeSitemapFileSchema = z
  .object({
    bikes: z
      .array(z.object({ _id: ObjectIdSchema, lastModified: IsoDateTimeSchema.optional() }))
      .max(SITEMAP_URLS_PER_FILE),
  })
  .meta({ id: 'BikeSitemapFile' });
export type BikeSitemapFile = z.infer<typeof BikeSitemapFileSchema>;

export { yearsUsed } from './format';
