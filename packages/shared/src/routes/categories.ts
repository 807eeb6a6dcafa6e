import { type Route } from './route';

export const categoryRoutes = {
  // Categories
  listCategories: {
    method: 'GET',
    path: '/categories',
    access: 'public',
    publicCache: true,
    tag: 'categories',
    summary: 'The three categories',
  },
  getCategoryTitle: {
    method: 'GET',
    path: '/category-titles/:id',
    access: 'public',
    publicCache: true,
    tag: 'categories',
    summary: 'One category by id',
  },
} as const satisfies Record<string, Route>;
