import { beforeEach, describe, expect, it } from 'vitest';
import { errorMessages } from '@reride/shared';
import { appWithUsers, type SignedUp, type TestApp } from '../../../test/helpers';
import { confirmPhoneInDb } from '../../../test/fixtures/users';

let t: TestApp, buyer: SignedUp, seller: SignedUp, admin: SignedUp;

beforeEach(async () => {
  [t, buyer, seller, admin] = await appWithUsers(['Buyer', 'Seller', 'Admin']);
});

/** A role question (GET /admin, /buyer, /verify) about `about`'s email, asked by `asker`. */
const askRole = (path: string, about: SignedUp, asker: SignedUp) =>
  t.request.get(path).query({ email: about.email }).set(asker.authHeader);

describe('GET /users/me', () => {
  it('returns the caller as stored', async () => {
    const res = await t.request.get('/users/me').set(seller.authHeader).expect(200);
    expect(res.body).toEqual({
      ...seller.user,
      phone: null,
      city: null,
      photo: null,
      verification: { phone: null, adminCheck: null, withdrawn: null },
    });
  });

  it('returns 401 UNAUTHENTICATED without a token', async () => {
    await t.request.get('/users/me').expect(401);
  });
});

const CHECKS = [
  ['/admin', 'isAdmin'],
  ['/buyer', 'isBuyer'],
  ['/seller', 'isSeller'],
  ['/verify', 'isSellerVerified'],
] as const;

describe.each(CHECKS)('GET %s', (path, flag) => {
  const expectedSelf = {
    isAdmin: 'admin',
    isBuyer: 'buyer',
    isSeller: 'seller',
    isSellerVerified: 'none',
  }[flag];

  it.each(['buyer', 'seller', 'admin'] as const)(
    `answers about the caller themself (%s)`,
    async (who) => {
      const caller = { buyer, seller, admin }[who];
      const res = await t.request
        .get(path)
        .query({ email: caller.email })
        .set(caller.authHeader)
        .expect(200);
      expect(res.body).toEqual({ [flag]: expectedSelf === who });
    },
  );

  it('returns 403 FORBIDDEN when a buyer asks about another email', async () => {
    const res = await t.request
      .get(path)
      .query({ email: seller.email })
      .set(buyer.authHeader)
      .expect(403);
    expect(res.body).toEqual({ message: errorMessages.errors.forbidden, code: 'FORBIDDEN' });
  });

  it('lets an admin ask about anyone, unknown emails being false', async () => {
    const about = async (email: string) => {
      const res = await t.request.get(path).query({ email }).set(admin.authHeader).expect(200);
      return (res.body as Record<string, boolean>)[flag];
    };
    expect(await about(buyer.email)).toBe(flag === 'isBuyer');
    expect(await about(seller.email)).toBe(flag === 'isSeller');
    expect(await about('nobody@example.com')).toBe(false);
  });

  it('returns 401 UNAUTHENTICATED without a token', async () => {
    const res = await t.request.get(path).query({ email: buyer.email }).expect(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it('returns 400 VALIDATION_FAILED for an operator in the query', async () => {
    const res = await t.request.get(`${path}?email[$ne]=`).set(admin.authHeader).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /verify', () => {
  it('answers true once an admin checked the seller whose phone is confirmed', async () => {
    await confirmPhoneInDb(t.db, seller.user._id);
    await t.request.patch(`/sellers/${seller.user._id}`).set(admin.authHeader).expect(200);
    const res = await askRole('/verify', seller, seller).expect(200);
    expect(res.body).toEqual({ isSellerVerified: true });
  });
});

describe('GET /admin', () => {
  it('follows the database at once: a buyer promoted in the database is an admin on the same token', async () => {
    await t.db
      .collection('users')
      .updateOne({ email: buyer.email }, { $set: { userType: 'Admin', roles: ['Admin'] } });
    const res = await askRole('/admin', buyer, buyer).expect(200);
    expect(res.body).toEqual({ isAdmin: true });
    await t.request.get('/users/buyers').set(buyer.authHeader).expect(200);
  });

  it('answers false about a removed user', async () => {
    await t.request.delete(`/buyers/${buyer.user._id}`).set(admin.authHeader).expect(200);
    const res = await askRole('/buyer', buyer, admin).expect(200);
    expect(res.body).toEqual({ isBuyer: false });
  });
});
