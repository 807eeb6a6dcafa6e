import { ObjectId, type Collection, type Document, type Filter, type Sort } from 'mongodb';
import { DEFAULT_PAGE_SIZE } from '@reride/shared';
import { AppError } from '../core/app-error';
import type { KeyKind, KeysetOrder, Page, PageQuery } from '../core/keyset-page';

type KeyValue = Date | number | ObjectId | string;

function invalidCursor(): AppError {
  return new AppError('VALIDATION_FAILED', 'Invalid cursor', [
    { path: 'cursor', message: 'Invalid cursor' },
  ]);
}

function toJson(value: KeyValue): string | number {
  if (value instanceof Date) return value.toISOString();
  if (value instanceof ObjectId) return value.toHexString();
  return value;
}

function fromJson(kind: KeyKind, raw: unknown): KeyValue | null {
  if (kind === 'number') return typeof raw === 'number' && Number.isFinite(raw) ? raw : null;
  if (typeof raw !== 'string') return null;
  if (kind === 'text') return raw.length <= 100 ? raw : null;
  if (kind === 'id') return /^[0-9a-f]{24}$/.test(raw) ? new ObjectId(raw) : null;
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Opaque to clients: base64url of a small JSON, so an order's keys can change later. */
export function encodeCursor(order: KeysetOrder, doc: Document): string {
  const values = order.keys.map((key) => toJson(doc[key.field] as KeyValue));
  return Buffer.from(JSON.stringify({ o: order.name, k: values }), 'utf8').toString('base64url');
}

export function decodeCursor(order: KeysetOrder, raw: string): KeyValue[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const { o, k } = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as {
    o?: unknown;
    k?: unknown;
  };
  if (o !== order.name || !Array.isArray(k) || k.length !== order.keys.length) {
    throw invalidCursor();
  }
  return order.keys.map((key, i) => {
    const value = fromJson(key.kind, k[i]);
    if (value === null) throw invalidCursor();
    return value;
  });
}

/**
 * Documents strictly after a position in the order: (a after) or (a equal and b after)…
 * written as an `$or` of equalities and one range each, which compound indexes serve.
 */
export function afterPosition(order: KeysetOrder, values: KeyValue[]): Document {
  const branches = order.keys.map((key, i) => {
    const branch: Document = {};
    order.keys.slice(0, i).forEach((earlier, j) => (branch[earlier.field] = values[j]));
    branch[key.field] = { [key.direction === 1 ? '$gt' : '$lt']: values[i] };
    return branch;
  });
  return branches.length === 1 ? (branches[0] as Document) : { $or: branches };
}

export function sortOf(order: KeysetOrder): Sort {
  return Object.fromEntries(order.keys.map((k) => [k.field, k.direction]));
}

export interface FindPageOptions {
  projection?: Document;
  /** The page size when the query names none: catalogue pages show fewer than admin tables. */
  defaultLimit?: number;
}

/**
 * The one keyset pagination of the API: reads one more than asked, so it knows whether
 * another page exists, and answers the cursor of the last item shown.
 */
export async function findPage<TDoc extends Document>(
  col: Collection<TDoc>,
  filter: Filter<TDoc>,
  order: KeysetOrder,
  query: PageQuery,
  options: FindPageOptions = {},
): Promise<Page<TDoc>> {
  const { cursor } = query;
  const limit = query.limit ?? options.defaultLimit ?? DEFAULT_PAGE_SIZE;
  const after = cursor === undefined ? null : afterPosition(order, decodeCursor(order, cursor));
  const docs = (await col
    .find(after ? ({ $and: [filter, after] } as Filter<TDoc>) : filter, {
      sort: sortOf(order),
      limit: limit + 1,
      ...(options.projection ? { projection: options.projection } : {}),
    })
    .toArray()) as TDoc[];
  const items = docs.slice(0, limit);
  const last = items.at(-1);
  const more = docs.length > limit && last !== undefined;
  return { items, nextCursor: more ? encodeCursor(order, last) : null };
}
