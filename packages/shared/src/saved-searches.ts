import { z } from 'zod';
import { checkSearchFilters, DEFAULT_RADIUS_KM, searchFilterFields } from './bike-search';
import { IsoDateTimeSchema, ObjectIdSchema } from './common';
import { CATEGORIES, SAVED_SEARCH_NAME_MAX } from './constants';
import { formatPrice } from './format';
import { savedSearchMessages } from './messages';
import { findPlace } from './places';

const t = savedSearchMessages;

/**
 * A saved search's filters (docs/domain.md#alerts): the search's own filter fields and rules
 * (bikes.ts), without its paging and order.
 */
export const SavedSearchFiltersSchema = z
  .object(searchFilterFields)
  .superRefine(checkSearchFilters);
export type SavedSearchFilters = z.infer<typeof SavedSearchFiltersSchema>;
export type SavedSearchFiltersInput = z.input<typeof SavedSearchFiltersSchema>;

export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily'] as const;
export const SavedSearchFrequencySchema = z.enum(SAVED_SEARCH_FREQUENCIES);
export type SavedSearchFrequency = z.infer<typeof SavedSearchFrequencySchema>;

export const SavedSearchNameSchema = z
  .string()
  .trim()
  .min(1, t.nameEmpty)
  .max(SAVED_SEARCH_NAME_MAX, t.nameTooLong);

/** POST /saved-searches: the filters, how often to be told, and a name (else one is made). */
export const CreateSavedSearchBodySchema = z
  .object({
    filters: SavedSearchFiltersSchema,
    frequency: SavedSearchFrequencySchema.default('instant'),
    name: SavedSearchNameSchema.optional(),
  })
  .strict();
export type CreateSavedSearchBody = z.infer<typeof CreateSavedSearchBodySchema>;

/** PATCH /saved-searches/:id: rename, change how often, pause or resume; at least one. */
export const UpdateSavedSearchBodySchema = z
  .object({
    name: SavedSearchNameSchema.optional(),
    frequency: SavedSearchFrequencySchema.optional(),
    paused: z.boolean().optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'Nothing to change' });
export type UpdateSavedSearchBody = z.infer<typeof UpdateSavedSearchBodySchema>;

export const SavedSearchParamsSchema = z.object({ id: ObjectIdSchema });

export const SavedSearchSchema = z
  .object({
    _id: ObjectIdSchema,
    name: z.string(),
    filters: SavedSearchFiltersSchema,
    frequency: SavedSearchFrequencySchema,
    paused: z.boolean(),
    createdAt: IsoDateTimeSchema,
  })
  .meta({ id: 'SavedSearch' });
export type SavedSearch = z.infer<typeof SavedSearchSchema>;
export const SavedSearchListSchema = z.array(SavedSearchSchema);

export const DeleteSavedSearchResultSchema = z.object({ deleted: z.literal(true) });

/** GET and POST /saved-searches/unsubscribe/:token: the signed token of an alert or digest email. */
export const UnsubscribeTokenSchema = z.object({
  token: z.string({ error: t.unsubscribe.missing }).min(1, t.unsubscribe.missing).max(400),
});
/** What the link stops (GET), or stopped (POST): the search's name; it is paused. */
export const UnsubscribeResultSchema = z.object({ name: z.string(), paused: z.boolean() });
export type UnsubscribeResult = z.infer<typeof UnsubscribeResultSchema>;

/**
 * The name a saved search gets from its filters ("Road bikes within 15 km of Mirpur under $600"):
 * words, category, condition, place and price, cut to SAVED_SEARCH_NAME_MAX.
 */
export function savedSearchName(filters: SavedSearchFiltersInput): string {
  const f = filters as SavedSearchFilters;
  const parts: string[] = [];
  if (f.q?.trim()) parts.push(`“${f.q.trim()}”`);
  if (f.condition) parts.push(String(f.condition));
  const category = CATEGORIES.find((c) => c._id === f.categoryId)?.title;
  const noun = category ? category.charAt(0) + category.slice(1).toLowerCase() : 'Bikes';
  parts.push(parts.length === 0 ? noun : noun.toLowerCase());
  const radius = f.radiusKm ?? DEFAULT_RADIUS_KM;
  const place = findPlace(f.near);
  if (place) parts.push(`within ${radius} km of ${place.name}`);
  else if (f.lat !== undefined && f.lon !== undefined) parts.push(`within ${radius} km of you`);
  else if (f.location) parts.push(`in ${f.location}`);
  if (f.frameSize) parts.push(`frame ${f.frameSize}`);
  if (f.wheelSize) parts.push(`${f.wheelSize} wheels`);
  if (f.frameMaterial) parts.push(String(f.frameMaterial).toLowerCase());
  if (f.yearFrom !== undefined && f.yearTo !== undefined) parts.push(`${f.yearFrom}–${f.yearTo}`);
  else if (f.yearFrom !== undefined) parts.push(`from ${f.yearFrom}`);
  else if (f.yearTo !== undefined) parts.push(`up to ${f.yearTo}`);
  const min = f.minPrice === undefined ? undefined : Number(f.minPrice);
  const max = f.maxPrice === undefined ? undefined : Number(f.maxPrice);
  if (min !== undefined && max !== undefined) parts.push(`${formatPrice(min)}–${formatPrice(max)}`);
  else if (max !== undefined) parts.push(`under ${formatPrice(max)}`);
  else if (min !== undefined) parts.push(`over ${formatPrice(min)}`);
  const name = parts.join(' ');
  return name.length <= SAVED_SEARCH_NAME_MAX
    ? name
    : `${name.slice(0, SAVED_SEARCH_NAME_MAX - 1)}…`;
}
