import { CATEGORIES } from '@reride/shared';
import { PUBLIC, type MatrixRow } from './authorization-matrix';

export const matrixRows: MatrixRow[] = [
  { endpoint: 'listCategories', expect: PUBLIC },
  {
    endpoint: 'getCategoryTitle',
    expect: PUBLIC,
    request: () => ({ params: { id: CATEGORIES[1]._id } }),
  },
];
