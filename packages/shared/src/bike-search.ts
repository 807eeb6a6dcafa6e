import { z } from 'zod';
import { BIKE_SORTS, SEARCH_QUERY_MAX_LENGTH } from './constants';
import {
  ConditionSchema,
  FrameMaterialSchema,
  FrameSizeSchema,
  LocationSchema,
  WheelSizeSchema,
} from './bikes';
import { CategoryIdSchema } from './categories';
import { ListQuerySchema } from './common';
import { commonMessages, placesMessages } from './messages';
import { PLACE_IDS } from './places';

// The search's query (docs/domain.md#search) and its distance filter (docs/domain.md#places).

const v = commonMessages.validation;
const pm = placesMessages;

export const BikeSortSchema = z.enum(BIKE_SORTS);
export type BikeSort = z.infer<typeof BikeSortSchema>;

/** A query-string number; an empty parameter (`?minPrice=`) means "not given". */
export function queryNumber(schema: z.ZodNumber) {
  return z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : Number(value)),
    schema.optional(),
  );
}
function queryChoice<T extends z.ZodType>(choices: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), choices.optional());
}

/** A position must fall in this box, roughly Bangladesh's (docs/domain.md#places). */
export const BANGLADESH_BOX = { minLat: 20, maxLat: 27, minLon: 88, maxLon: 93 } as const;
export const DEFAULT_RADIUS_KM = 10;
export const MAX_RADIUS_KM = 200;

/**
 * The search's filters, apart from its paging and order: a saved search keeps exactly these
 * (saved-searches.ts), so a filter the search gains is saved too.
 */
export const searchFilterFields = {
  q: z.string().trim().max(SEARCH_QUERY_MAX_LENGTH, v.searchTooLong).optional(),
  categoryId: queryChoice(CategoryIdSchema),
  minPrice: queryNumber(z.number({ error: v.invalidNumber }).min(0)),
  maxPrice: queryNumber(z.number({ error: v.invalidNumber }).min(0)),
  condition: queryChoice(ConditionSchema),
  location: queryChoice(LocationSchema),
  yearFrom: queryNumber(z.number({ error: v.invalidNumber }).int()),
  yearTo: queryNumber(z.number({ error: v.invalidNumber }).int()),
  frameSize: queryChoice(FrameSizeSchema),
  wheelSize: queryChoice(WheelSizeSchema),
  frameMaterial: queryChoice(FrameMaterialSchema),
  /** A centre (docs/domain.md#places): a gazetteer place, or the browser's position. */
  near: queryChoice(z.enum(PLACE_IDS, { error: pm.unknownPlace })),
  lat: queryNumber(
    z
      .number({ error: pm.outsideBangladesh })
      .min(BANGLADESH_BOX.minLat, pm.outsideBangladesh)
      .max(BANGLADESH_BOX.maxLat, pm.outsideBangladesh),
  ),
  lon: queryNumber(
    z
      .number({ error: pm.outsideBangladesh })
      .min(BANGLADESH_BOX.minLon, pm.outsideBangladesh)
      .max(BANGLADESH_BOX.maxLon, pm.outsideBangladesh),
  ),
  /** Read only with a centre; DEFAULT_RADIUS_KM when not given. */
  radiusKm: queryNumber(
    z
      .number({ error: pm.radiusRange })
      .int(pm.radiusRange)
      .min(1, pm.radiusRange)
      .max(MAX_RADIUS_KM, pm.radiusRange),
  ),
};

/** The filters' rules between fields, for the search and a saved search alike. */
export function checkSearchFilters(
  q: {
    minPrice?: number | undefined;
    maxPrice?: number | undefined;
    yearFrom?: number | undefined;
    yearTo?: number | undefined;
    near?: string | undefined;
    lat?: number | undefined;
    lon?: number | undefined;
  },
  ctx: z.RefinementCtx,
): void {
  const refuse = (message: string, field: string) =>
    ctx.addIssue({ code: 'custom', message, path: [field] });
  if ((q.lat === undefined) !== (q.lon === undefined)) refuse(pm.latLonTogether, 'lon');
  if (q.near !== undefined && q.lat !== undefined) refuse(pm.nearAndPosition, 'near');
  if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice) {
    refuse(v.priceRangeOrder, 'maxPrice');
  }
  if (q.yearFrom !== undefined && q.yearTo !== undefined && q.yearFrom > q.yearTo) {
    refuse(v.yearRangeOrder, 'yearTo');
  }
}

/**
 * GET /bikes/search: listed bikes (unsold, not deleted, live seller) matching every given filter.
 * Every word of `q` must match a word of the bike's name, brand, category, place or description,
 * exactly or by form, variant, prefix or one typo; the best matches come first (docs/domain.md#search).
 */
export const SearchBikesQuerySchema = ListQuerySchema.extend({
  ...searchFilterFields,
  sort: queryChoice(BikeSortSchema).transform((sort) => sort ?? 'newest'),
})
  .superRefine(checkSearchFilters)
  .refine((q) => q.sort !== 'distance' || q.near !== undefined || q.lat !== undefined, {
    message: pm.distanceNeedsCentre,
    path: ['sort'],
  });
export type SearchBikesQuery = z.infer<typeof SearchBikesQuerySchema>;
export type SearchBikesQueryInput = z.input<typeof SearchBikesQuerySchema>;
