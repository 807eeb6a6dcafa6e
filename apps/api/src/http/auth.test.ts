import jwt from 'jsonwebtoken';
import { ObjectId } from 'mongodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorMessages } from '@reride/shared';
import { DEV_JWT_SECRET } from '../config';
import { appWithUsers, createTestApp, type SignedUp, type TestApp } from '../../test/helpers';
import {
  accessTokenFor,
  expiredToken,
  forgedToken,
  hs512Token,
  rs256Token,
  unsignedToken,
} from '../../test/tokens';

let t: TestApp, buyer: SignedUp;

beforeEach(async () => {
  [t, buyer] = await appWithUsers(['Buyer']);
});

const me = (authorization?: string) => {
  const req = t.request.get('/users/me');
  return authorization === undefined ? req : req.set('Authorization', authorization);
};
const unauthenticated = { message: errorMessages.errors.unauthenticated, code: 'UNAUTHENTICATED' };

describe('requireAuth (GET /users/me)', () => {
  it('accepts the access token issued by GET /jwt', async () => {
    await me(`Bearer ${buyer.accessToken}`).expect(200);
  });

  it.each([
    ['no Authorization header', undefined],
    ['another scheme', `Basic ${Buffer.from('a:b').toString('base64')}`],
    ['an empty bearer', 'Bearer '],
    ['a token that is not a JWT', 'Bearer not.a.jwt'],
  ])('returns 401 UNAUTHENTICATED for %s', async (_label, header) => {
    const res = await me(header).expect(401);
    expect(res.body).toEqual(unauthenticated);
  });

  it.each([
    ['signed with another secret', () => forgedToken(buyer.user)],
    ['with alg none', () => unsignedToken(buyer.user)],
    ['signed HS512 with the right secret', () => hs512Token(buyer.user)],
    ['signed RS256 with an attacker key', () => rs256Token(buyer.user)],
  ])('returns 401 UNAUTHENTICATED for a token %s', async (_label, token) => {
    const res = await me(`Bearer ${token()}`).expect(401);
    expect(res.body).toEqual(unauthenticated);
  });

  it('returns 401 with the session-expired message for an expired token', async () => {
    const res = await me(`Bearer ${expiredToken(buyer.user)}`).expect(401);
    expect(res.body).toEqual({
      message: errorMessages.errors.tokenExpired,
      code: 'UNAUTHENTICATED',
    });
  });

  it('judges expiry by the injected clock', async () => {
    const later = await createTestApp({ clock: () => new Date(Date.now() + 901_000) });
    const res = await later.request.get('/users/me').set(buyer.authHeader).expect(401);
    expect(res.body.message).toBe(errorMessages.errors.tokenExpired);
  });

  it('returns 401 UNAUTHENTICATED for a Firebase ID token', async () => {
    const res = await me(`Bearer ${buyer.idToken}`).expect(401);
    expect(res.body).toEqual(unauthenticated);
  });

  it('returns 401 UNAUTHENTICATED for a subject that is not an id', async () => {
    const token = accessTokenFor({ _id: 'admin', email: buyer.email });
    await me(`Bearer ${token}`).expect(401);
  });

  it('returns 401 account-removed for a well-signed token of a user who does not exist', async () => {
    const token = accessTokenFor({ _id: new ObjectId().toHexString(), email: 'ghost@example.com' });
    const res = await me(`Bearer ${token}`).expect(401);
    expect(res.body).toEqual({
      message: errorMessages.errors.accountRemoved,
      code: 'UNAUTHENTICATED',
    });
  });

  it('takes roles from the database, never from claims in the token', async () => {
    const token = jwt.sign(
      { email: buyer.email, userType: 'Admin', role: 'Admin' },
      DEV_JWT_SECRET,
      {
        algorithm: 'HS256',
        subject: buyer.user._id,
        expiresIn: 900,
      },
    );
    await t.request.get('/users/buyers').set('Authorization', `Bearer ${token}`).expect(403);
  });

  it('returns 401 UNAUTHENTICATED for a well-signed token without an expiry', async () => {
    const token = jwt.sign({ email: buyer.email }, DEV_JWT_SECRET, {
      algorithm: 'HS256',
      subject: buyer.user._id,
    });
    const res = await me(`Bearer ${token}`).expect(401);
    expect(res.body).toEqual(unauthenticated);
  });
});
