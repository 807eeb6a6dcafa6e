import { z } from 'zod';
import { canonicalCategoryId } from './aliases';
import { CATEGORY_IDS } from './constants';
import { ObjectIdSchema } from './common';

/**
 * `schema`, reading an old id or spelling as our canonical value first (docs/domain.md#aliases):
 * forms and the API accept it and what comes out, and is stored, is ours. Anything else reaches
 * `schema` unchanged, so its own message explains a refusal; the input type stays the schema's.
 */
export function withAliases<U extends z.ZodType>(
  schema: U,
  canonical: (value: string) => string | undefined,
) {
  return z.preprocess<unknown, U, z.input<U>>(
    (value: unknown) => (typeof value === 'string' ? (canonical(value) ?? value) : value),
    schema,
  );
}

export const CategoryIdSchema = withAliases(z.enum(CATEGORY_IDS), canonicalCategoryId);
/** Any id is looked up (404 when unknown); an old id is read as ours. */
const CategoryLookupIdSchema = withAliases(ObjectIdSchema, canonicalCategoryId);

export const CategorySchema = z
  .object({
    _id: ObjectIdSchema,
    title: z.string(),
    text: z.string(),
    img: z.string(),
    isNew: z.boolean(),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof CategorySchema>;

export const CategoryParamsSchema = z.object({ id: CategoryLookupIdSchema });
export const CategoryBikesParamsSchema = z.object({ categoryId: CategoryLookupIdSchema });
