import { createHmac, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBE_TOKEN_DAYS, savedSearchMessages } from '@reride/shared';
import { AppError } from '../../core/app-error';

const DAY_MS = 24 * 60 * 60 * 1000;
const TEXT = savedSearchMessages.unsubscribe;

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/**
 * The unsubscribe link's token of one saved search (docs/domain.md#alerts):
 * `<savedSearchId>.<expiry in seconds>.<HMAC-SHA256 of both>`, signed with
 * SAVED_SEARCH_TOKEN_SECRET. It needs no sign-in, names only the search it stops, and stops
 * working UNSUBSCRIBE_TOKEN_DAYS after the mail that carried it was written.
 */
export function unsubscribeToken(secret: string, savedSearchId: string, now: Date): string {
  const expires = Math.floor((now.getTime() + UNSUBSCRIBE_TOKEN_DAYS * DAY_MS) / 1000);
  const payload = `${savedSearchId}.${expires}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The saved search a token names, or 400 with why not (forged, malformed or expired). */
export function readUnsubscribeToken(secret: string, token: string, now: Date): string {
  const invalid = () => new AppError('VALIDATION_FAILED', TEXT.invalid);
  const [id, expires, signature, ...rest] = token.split('.');
  if (!id || !expires || !signature || rest.length > 0) throw invalid();
  if (!/^[0-9a-f]{24}$/.test(id) || !/^[0-9]{1,12}$/.test(expires)) throw invalid();
  const expected = Buffer.from(sign(secret, `${id}.${expires}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
  if (Number(expires) * 1000 < now.getTime()) {
    throw new AppError('VALIDATION_FAILED', TEXT.expired);
  }
  return id;
}
