import { beforeEach, describe, expect, it } from 'vitest';
import { type AuditEntry, backofficeMessages } from '@reride/shared';
import { confirmPhoneInDb } from '../../../test/fixtures/users';
import { appWithUsers, type SignedUp, type TestApp } from '../../../test/helpers';

/** The audit log page of the back office (docs/domain.md#audit-log). */
let t: TestApp, admin: SignedUp, seller: SignedUp, buyer: SignedUp;

beforeEach(async () => {
  [t, admin, seller, buyer] = await appWithUsers(['Admin', 'Seller', 'Buyer']);
  await confirmPhoneInDb(t.db, seller.user._id);
  await t.request.patch(`/sellers/${seller.user._id}`).set(admin.authHeader).expect(200);
  await t.request.delete(`/buyers/${buyer.user._id}`).set(admin.authHeader).expect(200);
});

const audit = (query: Record<string, string | number> = {}) =>
  t.request.get('/admin/audit').query(query).set(admin.authHeader);
const actionsOf = async (query: Record<string, string | number> = {}) =>
  ((await audit(query).expect(200)).body as AuditEntry[]).map((entry) => entry.action);

describe('GET /admin/audit', () => {
  it('answers every decision newest first: who, what, to which record and when', async () => {
    const res = await audit().expect(200);
    const entries = res.body as AuditEntry[];
    expect(entries.map((e) => e.action)).toEqual(['buyer.remove', 'seller.verify']);
    expect(entries[1]).toMatchObject({
      actorId: admin.user._id,
      actorEmail: admin.email,
      targetType: 'seller',
      targetId: seller.user._id,
    });
    expect(Date.parse(entries[0]!.at)).toBeGreaterThanOrEqual(Date.parse(entries[1]!.at));
    expect(res.headers['x-next-cursor']).toBeUndefined();
  });

  it('filters by administrator, by exact action, by kind of record and by record id', async () => {
    const other = await t.signUpAs('Admin');
    expect(await actionsOf({ actor: admin.email.toUpperCase() })).toHaveLength(2);
    expect(await actionsOf({ actor: other.email })).toEqual([]);
    expect(await actionsOf({ action: 'seller.verify' })).toEqual(['seller.verify']);
    expect(await actionsOf({ action: 'buyer' })).toEqual(['buyer.remove']);
    // A prefix is a whole kind of record, never part of a word.
    expect(await actionsOf({ action: 'buy' })).toEqual([]);
    expect(await actionsOf({ target: seller.user._id })).toEqual(['seller.verify']);
    expect(await actionsOf({ target: seller.user._id, action: 'buyer' })).toEqual([]);
  });

  it('pages with X-Next-Cursor and no entry twice', async () => {
    const first = await audit({ limit: 1 }).expect(200);
    expect((first.body as AuditEntry[]).map((e) => e.action)).toEqual(['buyer.remove']);
    const cursor = first.headers['x-next-cursor'] as string;
    expect(cursor).toBeTruthy();
    expect(await actionsOf({ limit: 1, cursor })).toEqual(['seller.verify']);
  });

  it('refuses a malformed filter with the reason, and a filter it does not know', async () => {
    const bad = await audit({ action: 'delete everything' }).expect(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(JSON.stringify(bad.body)).toContain(backofficeMessages.audit.actionInvalid);
    await audit({ actor: 'not-an-email' }).expect(400);
    await audit({ sort: 'oldest' }).expect(400);
  });

  it('is for administrators only', async () => {
    await t.request.get('/admin/audit').set(seller.authHeader).expect(403);
    await t.request.get('/admin/audit').expect(401);
  });
});
