import { z } from 'zod';
import { CATEGORY_IDS } from './constants';
import { ObjectIdSchema } from './common';

export const CategoryIdSchema = z.enum(CATEGORY_IDS);

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

export const CategoryParamsSchema = z.object({ id: ObjectIdSchema });
export const CategoryBikesParamsSchema = z.object({ categoryId: ObjectIdSchema });
