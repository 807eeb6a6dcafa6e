import { Router } from 'express';
import { contract } from '@reride/shared';
import type { Guards } from '../../http/auth';
import { endpointBinder } from '../../http/endpoint';
import type { CategoriesService } from './categories.service';

export function createCategoriesRouter(deps: { guards: Guards; categories: CategoriesService }) {
  const { categories } = deps;
  const router = Router();
  const bind = endpointBinder(router, deps.guards);

  bind(contract.listCategories, () => categories.listCategories());
  bind(contract.getCategoryTitle, (r) => categories.getCategory(r.params.id));

  return router;
}
