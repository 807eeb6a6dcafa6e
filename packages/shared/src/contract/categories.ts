import { z } from 'zod';
import { CategoryParamsSchema, CategorySchema } from '../categories';
import { categoryRoutes } from '../routes/categories';
import { endpoints } from './endpoint';

export const categoryEndpoints = endpoints(categoryRoutes, {
  listCategories: { response: z.array(CategorySchema) },
  getCategoryTitle: { params: CategoryParamsSchema, response: CategorySchema },
});
