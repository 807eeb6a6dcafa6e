import { type Route } from './route';

export const categoryRoutes = {
  // Categories
  listCategories: {
    method: 'GET',
    path: '/categories',
    access: 'public',
    publicCache: true,
  },
  getCategoryTitle: {
    method: 'GET',
    path: '/category-titles/:id',
    access: 'public',
    publicCache: true,
  },
} as const satisfies Record<string, Route>;
