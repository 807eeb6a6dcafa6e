/**
 * Keyset paging as services and HTTP see it: a page, its cursor, the orders lists walk. The
 * queries and the cursor's encoding are db/keyset-page.ts's (docs/architecture.md#database).
 */

export interface PageQuery {
  limit?: number | undefined;
  cursor?: string | undefined;
}

export interface Page<T> {
  items: T[];
  /** Sent in `X-Next-Cursor`; null on the last page. */
  nextCursor: string | null;
}

export function isPage(value: unknown): value is Page<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as Page<unknown>).items) &&
    'nextCursor' in value
  );
}

export function mapPage<T, U>(page: Page<T>, map: (item: T) => U): Page<U> {
  return { items: page.items.map(map), nextCursor: page.nextCursor };
}

/** `text` is for string `_id`s (the ledger's entries are named, not numbered). */
export type KeyKind = 'date' | 'number' | 'id' | 'text';

export interface SortKey {
  field: string;
  direction: 1 | -1;
  kind: KeyKind;
}

/**
 * A list order whose last key is `_id`, so every position is unique and a page continues
 * exactly after the previous one even while documents are inserted. `name` goes into each
 * cursor: a cursor of one order is refused by another.
 */
export interface KeysetOrder {
  name: string;
  keys: readonly SortKey[];
}

export function keysetOrder(name: string, keys: readonly SortKey[]): KeysetOrder {
  if (keys.at(-1)?.field !== '_id') throw new Error(`Order ${name} must end with _id`);
  return { name, keys };
}

/** Newest first by `_id` alone: ObjectIds grow with time. */
export const NEWEST_ID = keysetOrder('i', [{ field: '_id', direction: -1, kind: 'id' }]);
