import { beforeEach, describe, expect, it } from 'vitest';
import {
  CONTACT_MASKS,
  type Conversation,
  type Message,
  type Notification,
  type ReportedMessage,
} from '@reride/shared';
import { appWithUsers, type SignedUp, type TestApp } from '../../../test/helpers';
import { createBikeAs } from '../../../test/fixtures/bikes';
import { bookAndPay, bookBike } from '../../../test/fixtures/bookings';
import { askAbout, sendAs } from '../../../test/fixtures/conversations';

/** Phone numbers and emails in messages before and after payment (docs/domain.md#conversations). */
let t: TestApp, seller: SignedUp, buyer: SignedUp, admin: SignedUp;
let bikeId: string, conversationId: string, messageId: string;

const WRITTEN = 'Call me on 01712345678 or mail rider@example.com';
const MASKED = `Call me on ${CONTACT_MASKS.phone} or mail ${CONTACT_MASKS.email}`;

beforeEach(async () => {
  [t, seller, buyer, admin] = await appWithUsers(['Seller', 'Buyer', 'Admin']);
  bikeId = await createBikeAs(t.request, seller.authHeader);
  ({ conversationId, messageId } = await askAbout(t.request, buyer.authHeader, bikeId, WRITTEN));
});

const thread = async (as: SignedUp) => {
  const res = await t.request
    .get(`/conversations/${conversationId}/messages`)
    .set(as.authHeader)
    .expect(200);
  return res.body as Message[];
};
const inboxLine = async (as: SignedUp) => {
  const res = await t.request.get('/conversations').set(as.authHeader).expect(200);
  return (res.body as Conversation[])[0]!.lastMessage;
};
/** The seller's newest message as `as` reads it (the thread comes newest first). */
const sellersLine = async (as: SignedUp) => (await thread(as)).find((m) => m._id !== messageId)!;
const bell = async (as: SignedUp) => {
  const res = await t.request.get('/notifications').set(as.authHeader).expect(200);
  return res.body as Notification[];
};

describe('contact details in messages before the order is paid', () => {
  it('masks them for the other side, with a note, and keeps them for the writer', async () => {
    const [theirs] = await thread(seller);
    expect(theirs).toMatchObject({ text: MASKED, contactHidden: true, mine: false });
    const [mine] = await thread(buyer);
    expect(mine).toMatchObject({ text: WRITTEN, contactHidden: true, mine: true });
  });

  it("masks them in the other side's Inbox line and bell", async () => {
    expect(await inboxLine(seller)).toBe(MASKED);
    expect(await inboxLine(buyer)).toBe(WRITTEN);
    const [told] = await bell(seller);
    expect(told).toMatchObject({ topic: 'message', preview: MASKED });
  });

  it('masks them while the order is booked but unpaid', async () => {
    await bookBike(t.request, buyer.authHeader, bikeId);
    await sendAs(t.request, seller.authHeader, conversationId, 'Mine is 01899887766');
    expect(await sellersLine(buyer)).toMatchObject({
      text: `Mine is ${CONTACT_MASKS.phone}`,
      contactHidden: true,
    });
  });

  it('leaves a message without contact details untouched, with no note', async () => {
    await sendAs(t.request, seller.authHeader, conversationId, 'Yes, ride it on 2025-03-12');
    const reply = await sellersLine(buyer);
    expect(reply.text).toBe('Yes, ride it on 2025-03-12');
    expect(reply).not.toHaveProperty('contactHidden');
  });

  it('shows the administrators a reported message as written', async () => {
    await t.request
      .post(`/conversations/${conversationId}/messages/${messageId}/report`)
      .set(seller.authHeader)
      .send({ reason: 'scam' })
      .expect(200);
    const queue = await t.request.get('/reported-messages').set(admin.authHeader).expect(200);
    const [report] = queue.body as ReportedMessage[];
    expect(report!.text).toBe(WRITTEN);
  });

  it('stores the message as written', async () => {
    const stored = await t.db.collection('messages').findOne({});
    expect(stored?.text).toBe(WRITTEN);
  });
});

describe('contact details in messages once the order is paid', () => {
  it('shows them to both, old messages included, without a note', async () => {
    await bookAndPay(t.request, buyer.authHeader, bikeId);
    await sendAs(t.request, seller.authHeader, conversationId, 'Mine is 01899887766');

    const first = (await thread(seller)).find((m) => m._id === messageId);
    expect(first).toMatchObject({ text: WRITTEN });
    expect(first).not.toHaveProperty('contactHidden');
    expect((await sellersLine(buyer)).text).toBe('Mine is 01899887766');
    expect(await inboxLine(buyer)).toBe('Mine is 01899887766');
    const told = (await bell(buyer)).find((n) => n.topic === 'message');
    expect(told).toMatchObject({ preview: 'Mine is 01899887766' });
  });
});
