import { CATEGORIES, currentYear, type Bike } from '@reride/shared';
import { env } from '../lib/env';

let next = 1;

/** Sara Seller's account id: the bikes below are hers. */
export const SELLER_ID = 'cccccccccccccccccccccccc';

/**
 * A bike as the API answers anyone but its seller or an administrator (no contact details,
 * docs/domain.md#contact-privacy), with a unique id unless one is given.
 */
export function makeBike(overrides: Partial<Bike> = {}): Bike {
  const n = next++;
  const id = n.toString(16).padStart(24, 'b');
  const category = CATEGORIES[0];
  const img = overrides.img ?? `${env.apiUrl}/images/${n.toString(16).padStart(24, 'a')}`;
  return {
    _id: id,
    name: `Bike ${n}`,
    img,
    images: [img],
    category: category.title,
    categoryId: category._id,
    condition: 'Excellent',
    resalePrice: 450,
    originalPrice: 1200,
    purchaseYear: currentYear() - 3,
    location: 'Dhaka, Bangladesh',
    postedOn: '07/03/2025',
    createdAt: '2025-03-07T10:00:00.000Z',
    seller: 'Sara Seller',
    sellerId: SELLER_ID,
    sellerVerified: false,
    status: 'unsold',
    advertised: false,
    description: '',
    reported: false,
    ...overrides,
  };
}

/**
 * A page of a bounded list: the array body, the next cursor in `X-Next-Cursor`; a first page of
 * the catalogue may also carry `X-Total-Count` and `X-Did-You-Mean` (docs/domain.md#search).
 */
export function pageResponse(
  items: unknown[],
  nextCursor?: string,
  more: { total?: string; suggestion?: string } = {},
): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (nextCursor) headers['X-Next-Cursor'] = nextCursor;
  if (more.total) headers['X-Total-Count'] = more.total;
  if (more.suggestion) headers['X-Did-You-Mean'] = encodeURIComponent(more.suggestion);
  return new Response(JSON.stringify(items), { status: 200, headers });
}
