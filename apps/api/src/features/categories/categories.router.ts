import { Router } from 'express';
import { CategoryParamsSchema } from '@reride/shared';
import { parseParams } from '../../http/validate';
import type { CategoriesService } from './categories.service';

export function createCategoriesRouter({ categories }: { categories: CategoriesService }) {
  const router = Router();

  router.get('/categories', async (_req, res) => {
    res.json(await categories.listCategories());
  });

  router.get('/category-titles/:id', async (req, res) => {
    const { id } = parseParams(CategoryParamsSchema, req);
    res.json(await categories.getCategory(id));
  });

  return router;
}
