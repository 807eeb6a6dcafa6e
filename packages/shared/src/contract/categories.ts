import { z } from 'zod';
import { CategoryParamsSchema, CategorySchema } from '../categories';
import { categoryRoutes } from '../routes/categories';
import { endpoints } from './endpoint';

export const categoryEndpoints = endpoints(categoryRoutes, {
  listCategories: {
    tag: 'categories',
    summary: 'The three categories',
    response: z.array(CategorySchema),
  },
  getCategoryTitle: {
    tag: 'categories',
    summary: 'One category by id',
    params: CategoryParamsSchema,
    response: CategorySchema,
  },
});
