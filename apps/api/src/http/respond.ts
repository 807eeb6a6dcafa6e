import type { Response } from 'express';
import { NEXT_CURSOR_HEADER } from '@reride/shared';
import type { Page } from '../core/keyset-page';

/** Lists keep the spec's bare array; the continuation travels in `X-Next-Cursor`. */
export function sendPage<T>(res: Response, page: Page<T>): void {
  if (page.nextCursor) res.set(NEXT_CURSOR_HEADER, page.nextCursor);
  res.json(page.items);
}
