import { AppError } from '../../core/app-error';

/** Position after the last bike of a page, in the lists' order (createdAt desc, _id desc). */
export interface BikeCursor {
  createdAt: Date;
  id: string;
}

/** Opaque to clients: base64url of a small JSON, so the order key can change later. */
export function encodeCursor(cursor: BikeCursor): string {
  const json = JSON.stringify({ c: cursor.createdAt.toISOString(), i: cursor.id });
  return Buffer.from(json, 'utf8').toString('base64url');
}

function invalidCursor(): AppError {
  return new AppError('VALIDATION_FAILED', 'Invalid cursor', [
    { path: 'cursor', message: 'Invalid cursor' },
  ]);
}

function parseToken(raw: string): Record<string, unknown> | null {
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown;
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // Falls through to the same answer as a well-formed but meaningless cursor.
  }
  return null;
}

const isId = (i: unknown): i is string => typeof i === 'string' && /^[0-9a-f]{24}$/.test(i);

export function decodeCursor(raw: string): BikeCursor {
  const parsed = parseToken(raw);
  if (parsed && 'c' in parsed && 'i' in parsed) {
    const { c, i } = parsed;
    const createdAt = typeof c === 'string' ? new Date(c) : new Date(NaN);
    if (!Number.isNaN(createdAt.getTime()) && isId(i)) return { createdAt, id: i };
  }
  throw invalidCursor();
}

/** Position after the last bike of a page sorted by price (resalePrice, then _id). */
export interface PriceCursor {
  price: number;
  id: string;
}

export function encodePriceCursor(cursor: PriceCursor): string {
  const json = JSON.stringify({ p: cursor.price, i: cursor.id });
  return Buffer.from(json, 'utf8').toString('base64url');
}

/** A newest-first cursor is refused here (and the reverse): a cursor belongs to its sort. */
export function decodePriceCursor(raw: string): PriceCursor {
  const parsed = parseToken(raw);
  if (parsed && 'p' in parsed && 'i' in parsed) {
    const { p, i } = parsed;
    if (typeof p === 'number' && Number.isFinite(p) && isId(i)) return { price: p, id: i };
  }
  throw invalidCursor();
}
