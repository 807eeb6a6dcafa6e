import { AppError } from '../../http/app-error';

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

export function decodeCursor(raw: string): BikeCursor {
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown;
    if (typeof parsed === 'object' && parsed !== null && 'c' in parsed && 'i' in parsed) {
      const { c, i } = parsed;
      const createdAt = typeof c === 'string' ? new Date(c) : new Date(NaN);
      if (!Number.isNaN(createdAt.getTime()) && typeof i === 'string' && /^[0-9a-f]{24}$/.test(i)) {
        return { createdAt, id: i };
      }
    }
  } catch {
    // Falls through to the same answer as a well-formed but meaningless cursor.
  }
  throw new AppError('VALIDATION_FAILED', 'Invalid cursor', [
    { path: 'cursor', message: 'Invalid cursor' },
  ]);
}
