import { createHmac } from 'node:crypto';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * An access token exactly as the API issues them (apps/api/src/core/access-token.ts:
 * HS256, subject = user id, email claim), signed with the JWT_SECRET this bench hands to the
 * API it starts. The users are written straight to the database, so they have no Firebase
 * account to go through GET /jwt; the API still verifies the token and loads the user from the
 * database on every request, as for any caller.
 */
export function signAccessToken(user: { _id: string; email: string }, secret: string): string {
  const now = Math.floor(Date.now() / 1000);
  const head = b64({ alg: 'HS256', typ: 'JWT' });
  // The bench runs for minutes: a token that outlives it (the API's own default is 15 min).
  const body = b64({ email: user.email, iat: now, exp: now + 3 * 3600, sub: user._id });
  const signature = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${signature}`;
}
