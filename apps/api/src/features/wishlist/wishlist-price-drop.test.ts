import { ObjectId } from 'mongodb';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Notification } from '@reride/shared';
import { appWithUsers, type SignedUp, type TestApp } from '../../../test/helpers';
import { createBikeAs, editBikeAs } from '../../../test/fixtures/bikes';
import { isPriceDrop } from './wishlist-notifications';

/** Savers told of a price drop (docs/domain.md#prices), in the bell and by email if chosen. */
let t: TestApp, seller: SignedUp, saver: SignedUp, mailed: SignedUp, bikeId: string;

beforeEach(async () => {
  // An SMTP address makes the email feature queue mails; no test here sends them.
  [t, seller, saver, mailed] = await appWithUsers(['Seller', 'Buyer', 'Buyer'], {
    env: { SMTP_URL: 'smtp://127.0.0.1:2525' },
  });
  bikeId = await createBikeAs(t.request, seller.authHeader, { resalePrice: 450 });
  for (const buyer of [saver, mailed]) {
    await t.request.put(`/wishlist/${bikeId}`).set(buyer.authHeader).expect(200);
  }
  const settings = { order: true, message: true, offer: true, wishlist: true, listing: true };
  await t.request.put('/users/me/email-settings').set(mailed.authHeader).send(settings).expect(200);
});

const reprice = (resalePrice: number) =>
  editBikeAs(t.request, seller.authHeader, bikeId, { resalePrice }).expect(200);
async function drops(buyer: SignedUp): Promise<number[]> {
  const res = await t.request.get('/notifications').set(buyer.authHeader).expect(200);
  return (res.body as Notification[]).flatMap((n) =>
    n.topic === 'wishlist' && n.event === 'price_reduced' ? [n.price] : [],
  );
}
const mailsTo = (buyer: SignedUp) =>
  t.db.collection('outbox').countDocuments({ userId: new ObjectId(buyer.user._id) });

describe('a price drop of a saved bike', () => {
  it('tells every saver at 5% or more below the lowest price, and emails who chose it', async () => {
    await reprice(427.5);

    expect(await drops(saver)).toEqual([427.5]);
    expect(await drops(mailed)).toEqual([427.5]);
    expect(await mailsTo(mailed)).toBe(1);
    expect(await mailsTo(saver)).toBe(0);
  });

  it('tells nobody of a cut under 5%, nor of a raise', async () => {
    await reprice(428);
    await reprice(600);

    expect(await drops(saver)).toEqual([]);
    expect(await mailsTo(mailed)).toBe(0);
  });

  it('tells nobody of a raise then a cut back, and tells once more only below a new low', async () => {
    await reprice(400);
    await reprice(520);
    await reprice(401);
    await reprice(400);
    expect(await drops(saver)).toEqual([400]);

    await reprice(380);
    expect(await drops(saver)).toEqual([380, 400]);
  });

  it('tells each change once, however often its event is heard', async () => {
    await reprice(400);
    const [entry] = await t.db.collection('bike_edits').find().toArray();
    const replay = {
      bikeId,
      editId: String(entry?._id),
      bikeName: 'Trek Marlin 7',
      oldPrice: 450,
      newPrice: 400,
      lowestRecent: 450,
    };

    await t.events.publish('bike.price_changed', replay);

    expect(await drops(saver)).toEqual([400]);
    expect(await mailsTo(mailed)).toBe(1);
  });
});

describe('isPriceDrop', () => {
  it('counts in cents: exactly 5% below is a drop, a cent less of a cut is not', () => {
    expect(isPriceDrop(95, 100)).toBe(true);
    expect(isPriceDrop(95.01, 100)).toBe(false);
    expect(isPriceDrop(427.5, 450)).toBe(true);
  });
});
