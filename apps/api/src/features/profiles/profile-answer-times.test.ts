import { ObjectId } from 'mongodb';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PublicProfile } from '@reride/shared';
import { appWithUsers, type SignedUp, type TestApp } from '../../../test/helpers';
import { insertBikes } from '../../../test/fixtures/bikes';
import { askAbout, sendAs } from '../../../test/fixtures/conversations';

// A seller's first-answer time (docs/domain.md#public-profiles): kept by the conversations
// feature when the seller first answers a conversation's opening question, read by the profile.

let t: TestApp, seller: SignedUp, buyer: SignedUp;

const MINUTE = 60_000;

beforeEach(async () => {
  [t, seller, buyer] = await appWithUsers(['Seller', 'Buyer']);
});

const sellerBikes = (count: number) =>
  insertBikes(
    t.db,
    { _id: seller.user._id, name: seller.user.name, email: seller.user.email },
    count,
  );

/** The buyer asks about the bike, and the question is made `minutes` old. */
async function askedAgo(bikeId: string, minutes: number): Promise<string> {
  const { conversationId } = await askAbout(t.request, buyer.authHeader, bikeId);
  await t.db
    .collection('conversations')
    .updateOne(
      { _id: new ObjectId(conversationId) },
      { $set: { openedAt: new Date(Date.now() - minutes * MINUTE) } },
    );
  return conversationId;
}

const timesOf = (user: SignedUp) =>
  t.db.collection('answer_times').findOne({ _id: new ObjectId(user.user._id) });

async function profileOf(user: SignedUp): Promise<PublicProfile> {
  const res = await t.request.get(`/users/${user.user._id}/profile`).expect(200);
  return res.body as PublicProfile;
}

describe('first-answer times', () => {
  it("counts only the seller's first answer of a conversation, once", async () => {
    const [bikeId] = await sellerBikes(1);
    const conversationId = await askedAgo(bikeId!, 30);
    // Two first answers at once: the conditional mark lets one of them count.
    await Promise.all([
      sendAs(t.request, seller.authHeader, conversationId, 'Yes'),
      sendAs(t.request, seller.authHeader, conversationId, 'It is'),
    ]);
    await askAbout(t.request, buyer.authHeader, bikeId!, 'Can I see it tomorrow?');
    await sendAs(t.request, seller.authHeader, conversationId, 'Sure');

    const times = await timesOf(seller);
    expect(times).toMatchObject({ answered: 1, recentMs: [expect.any(Number)] });
    expect(Math.round(times!.medianMs / MINUTE)).toBe(30);
    const conversation = await t.db
      .collection('conversations')
      .findOne({ _id: new ObjectId(conversationId) });
    expect(conversation?.answeredAt).toBeInstanceOf(Date);
  });

  it("never takes the opener's own messages for an answer", async () => {
    const [bikeId] = await sellerBikes(1);
    const conversationId = await askedAgo(bikeId!, 45);
    await sendAs(t.request, buyer.authHeader, conversationId, 'Hello again?');
    await askAbout(t.request, buyer.authHeader, bikeId!, 'Still there?');

    expect(await t.db.collection('answer_times').countDocuments()).toBe(0);
    const conversation = await t.db
      .collection('conversations')
      .findOne({ _id: new ObjectId(conversationId) });
    expect(conversation).not.toHaveProperty('answeredAt');
  });

  it('does not time conversations opened before answers were timed', async () => {
    const [bikeId] = await sellerBikes(1);
    const conversationId = await askedAgo(bikeId!, 10);
    await t.db
      .collection('conversations')
      .updateOne({ _id: new ObjectId(conversationId) }, { $unset: { openedAt: '' } });
    await sendAs(t.request, seller.authHeader, conversationId);
    expect(await timesOf(seller)).toBeNull();
  });

  it('shows the median over several conversations on the profile', async () => {
    const bikes = await sellerBikes(4);
    for (const [i, minutes] of [600, 30, 150, 90].entries()) {
      const conversationId = await askedAgo(bikes[i]!, minutes);
      await sendAs(t.request, seller.authHeader, conversationId);
    }
    expect(await timesOf(seller)).toMatchObject({ answered: 4 });
    expect((await profileOf(seller)).answerMinutes).toBe(120);
  });

  it('shows no answer time below three answered conversations', async () => {
    const bikes = await sellerBikes(2);
    for (const bikeId of bikes) {
      await sendAs(t.request, seller.authHeader, await askedAgo(bikeId, 20));
    }
    expect(await timesOf(seller)).toMatchObject({ answered: 2 });
    expect((await profileOf(seller)).answerMinutes).toBeNull();
  });
});
