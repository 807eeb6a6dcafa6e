import { ObjectId, type Collection, type Filter, type WithId } from 'mongodb';
import { MAX_PAGE_SIZE, messages } from '@reride/shared';
import { AppError } from './app-error';

export interface PageQuery {
  limit?: number | undefined;
  cursor?: string | undefined;
}

export interface Page<T> {
  items: T[];
  /** The `_id` to continue after, sent in `X-Next-Cursor`; null on the last page. */
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

/**
 * Newest first by `_id` (ObjectIds grow with time), keyset-paginated: stable under inserts and
 * needing nothing FerretDB lacks.
 */
export async function findPage<TDoc extends { _id: ObjectId }>(
  col: Collection<TDoc>,
  filter: Filter<TDoc>,
  { limit = MAX_PAGE_SIZE, cursor }: PageQuery,
): Promise<Page<WithId<TDoc>>> {
  if (cursor !== undefined && !ObjectId.isValid(cursor)) {
    throw new AppError('VALIDATION_FAILED', messages.validation.invalidId, [
      { path: 'cursor', message: messages.validation.invalidId },
    ]);
  }
  const after = cursor === undefined ? {} : { _id: { $lt: new ObjectId(cursor) } };
  const docs = await col
    .find({ $and: [filter, after] } as Filter<TDoc>)
    .sort({ _id: -1 })
    .limit(limit + 1)
    .toArray();
  const items = docs.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: docs.length > limit && last ? last._id.toHexString() : null };
}
