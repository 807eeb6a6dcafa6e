import { z } from 'zod';
import { defineFeature } from '../../core/feature';
import type { Guards } from '../../http/auth';
import { categories } from './categories.collections';
import { createCategoriesRepository, seedCategories } from './categories.repository';
import { createCategoriesRouter } from './categories.router';
import { createCategoriesService } from './categories.service';

/** The three fixed categories the catalogue is sorted into. */
export const categoriesFeature = defineFeature({
  name: 'categories',
  settings: z.object({}),
  collections: [categories],
  seed: seedCategories,
  build(ctx, needs: { guards: Guards }) {
    const service = createCategoriesService(createCategoriesRepository(ctx.db));
    return {
      routes: { json: [createCategoriesRouter({ guards: needs.guards, categories: service })] },
      api: service,
    };
  },
});
