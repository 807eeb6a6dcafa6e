import { type Category, errorMessages } from '@reride/shared';
import { AppError } from '../../core/app-error';
import type { CategoriesRepository } from './categories.repository';

export function createCategoriesService(repo: CategoriesRepository) {
  return {
    listCategories: (): Promise<Category[]> => repo.list(),

    async getCategory(id: string): Promise<Category> {
      const category = await repo.findById(id);
      if (!category) throw new AppError('NOT_FOUND', errorMessages.errors.categoryNotFound);
      return category;
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
