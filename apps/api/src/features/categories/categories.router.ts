import { contract } from '@reride/shared';
import type { Guards } from '../../http/auth';
import { contractRouter } from '../../http/endpoint';
import type { CategoriesService } from './categories.service';

export function createCategoriesRouter(deps: { guards: Guards; categories: CategoriesService }) {
  const { categories } = deps;
  const { router, bind } = contractRouter(deps.guards);

  bind(contract.listCategories, () => categories.listCategories());
  bind(contract.getCategoryTitle, (r) => categories.getCategory(r.params.id));

  return router;
}
