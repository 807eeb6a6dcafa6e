import { beforeEach, describe, expect, it } from 'vitest';
import { type Account, accountMessages } from '@reride/shared';
import { lookupFirebaseUser } from '../../../test/firebase-emulator';
import { appWithUsers, type SignedUp, type TestApp } from '../../../test/helpers';

let t: TestApp, buyer: SignedUp, seller: SignedUp, admin: SignedUp;

beforeEach(async () => {
  [t, buyer, seller, admin] = await appWithUsers(['Buyer', 'Seller', 'Admin']);
});

const settings = { name: 'Sara Ahmed', phone: '+8801712345678', city: 'Sylhet, Bangladesh' };
const save = (who: SignedUp, body: object) =>
  t.request.patch('/users/me').set(who.authHeader).send(body);
const becomeSeller = (who: SignedUp) => t.request.post('/users/me/seller').set(who.authHeader);
const stored = (who: SignedUp) => t.db.collection('users').findOne({ email: who.email });

describe('PATCH /users/me (account settings, docs/domain.md#accounts)', () => {
  it('saves name, phone and city, answers the account, and renames the Firebase account', async () => {
    const res = await save(buyer, settings).expect(200);
    expect(res.body).toMatchObject({ ...settings, _id: buyer.user._id, roles: ['Buyer'] });
    const me = await t.request.get('/users/me').set(buyer.authHeader).expect(200);
    expect(me.body).toEqual(res.body);
    expect((await lookupFirebaseUser(buyer.uid)).displayName).toBe('Sara Ahmed');
  });

  it('clears the phone and the city when sent empty', async () => {
    await save(buyer, settings).expect(200);
    const res = await save(buyer, { name: 'Sara', phone: '', city: '' }).expect(200);
    expect(res.body).toMatchObject({ name: 'Sara', phone: null, city: null });
    const doc = await stored(buyer);
    expect(doc).not.toHaveProperty('phone');
    expect(doc).not.toHaveProperty('city');
  });

  it('accepts an old spelling of a city and stores ours', async () => {
    const res = await save(buyer, { ...settings, city: 'Chittagong, Bangladesh' }).expect(200);
    expect((res.body as Account).city).toBe('Chattogram, Bangladesh');
  });

  it.each([
    ['an empty name', { ...settings, name: ' ' }, 'name'],
    ['letters in the phone', { ...settings, phone: 'call me' }, 'phone'],
    ['a city that is not one of ours', { ...settings, city: 'Atlantis' }, 'city'],
    ['a role', { ...settings, roles: ['Admin'] }, ''],
    ['an email', { ...settings, email: 'other@example.com' }, ''],
  ])('refuses %s with 400 and changes nothing', async (_, body, field) => {
    const before = await stored(buyer);
    const res = await save(buyer, body).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    if (field) expect(JSON.stringify(res.body.details)).toContain(field);
    expect(await stored(buyer)).toEqual(before);
  });

  it('shows nobody else the phone: the public seller card and the admin lists carry none', async () => {
    await save(seller, settings).expect(200);
    const sellers = await t.request.get('/users/sellers').set(admin.authHeader).expect(200);
    expect(JSON.stringify(sellers.body)).not.toContain(settings.phone);
  });

  it('answers 401 without a token', async () => {
    await t.request.patch('/users/me').send(settings).expect(401);
  });
});

describe('POST /users/me/seller (a buyer becomes a seller)', () => {
  it('keeps the account and adds the seller role, once, in the audit log', async () => {
    const res = await becomeSeller(buyer).expect(200);
    expect(res.body).toMatchObject({
      _id: buyer.user._id,
      email: buyer.email,
      userType: 'Seller',
      roles: ['Buyer', 'Seller'],
    });
    await becomeSeller(buyer).expect(200);
    const audit = await t.db
      .collection('audit_log')
      .find({ action: 'user.becomeSeller' })
      .toArray();
    expect(audit).toHaveLength(1);
  });

  it('lets the same token sell and still buy: role checks, guards and both admin lists follow', async () => {
    await becomeSeller(buyer).expect(200);
    const ask = (path: string) =>
      t.request.get(path).query({ email: buyer.email }).set(buyer.authHeader).expect(200);
    expect((await ask('/seller')).body).toEqual({ isSeller: true });
    expect((await ask('/buyer')).body).toEqual({ isBuyer: true });
    await t.request.get('/bikes').query({ email: buyer.email }).set(buyer.authHeader).expect(200);
    await t.request.get('/wishlist').set(buyer.authHeader).expect(200);

    const listed = async (path: string) => {
      const res = await t.request.get(path).set(admin.authHeader).expect(200);
      return (res.body as { _id: string; roles: string[] }[]).find((u) => u._id === buyer.user._id);
    };
    expect(await listed('/users/sellers')).toMatchObject({ roles: ['Buyer', 'Seller'] });
    expect(await listed('/users/buyers')).toMatchObject({ roles: ['Buyer', 'Seller'] });
  });

  it('answers a seller as they are, and changes nothing', async () => {
    const before = await stored(seller);
    const res = await becomeSeller(seller).expect(200);
    expect(res.body).toMatchObject({ roles: ['Seller'], userType: 'Seller' });
    expect(await stored(seller)).toEqual(before);
  });

  it('refuses an administrator with 409 and changes nothing', async () => {
    const before = await stored(admin);
    const res = await becomeSeller(admin).expect(409);
    expect(res.body).toEqual({
      message: accountMessages.becomeSeller.adminsDoNot,
      code: 'CONFLICT',
    });
    expect(await stored(admin)).toEqual(before);
  });

  it('a removed buyer cannot become a seller', async () => {
    await t.request.delete(`/buyers/${buyer.user._id}`).set(admin.authHeader).expect(200);
    await becomeSeller(buyer).expect(401);
    expect((await stored(buyer))?.roles).toEqual(['Buyer']);
  });
});
