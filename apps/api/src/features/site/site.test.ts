import { ObjectId } from 'mongodb';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGE_MIN_LENGTH,
  MARKETPLACE_RULE_DEFAULTS,
  type ContactMessage,
  type Notification,
  notificationsMessages,
  siteMessages,
} from '@reride/shared';
import { appWithUsers, createTestApp, type SignedUp, type TestApp } from '../../../test/helpers';
import { collection } from '../../db/collections';
import { contactMessages } from './site.collections';

const NOW = new Date('2026-05-04T09:00:00Z');
const LETTER = {
  name: 'Rina Rahman',
  email: 'rina@example.com',
  topic: 'order',
  message: 'My seller has not answered for three days.',
} as const;

let t: TestApp, buyer: SignedUp, admin: SignedUp;

beforeEach(async () => {
  [t, buyer, admin] = await appWithUsers(['Buyer', 'Admin'], { clock: () => NOW });
});

const stored = () => collection(t.db, contactMessages).find().toArray();
const bell = async (who: SignedUp) =>
  (await t.request.get('/notifications').set(who.authHeader).expect(200)).body as Notification[];

describe('POST /contact-messages', () => {
  it("stores a visitor's message and tells every administrator in the bell", async () => {
    const res = await t.request.post('/contact-messages').send(LETTER).expect(201);
    expect(res.body).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    const [doc, ...others] = await stored();
    expect(others).toEqual([]);
    expect(doc).toMatchObject({ ...LETTER, userId: null, createdAt: NOW });
    const [told] = await bell(admin);
    expect(told).toMatchObject({ topic: 'moderation', event: 'contact_message' });
    expect(notificationsMessages.describe(told!)).toMatchObject({
      body: 'Rina Rahman wrote through the contact form.',
      href: '/dashboard/contact-messages',
    });
    expect(await bell(buyer)).toEqual([]);
  });

  it("keeps a signed-in sender's account from the token, never from the body", async () => {
    const forged = { ...LETTER, userId: new ObjectId().toHexString() };
    await t.request.post('/contact-messages').set(buyer.authHeader).send(forged).expect(400);
    await t.request.post('/contact-messages').set(buyer.authHeader).send(LETTER).expect(201);
    const [doc] = await stored();
    expect(doc!.userId?.toHexString()).toBe(buyer.user._id);
  });

  it('refuses a short message, a bad email or an unknown topic with the shared words, storing nothing', async () => {
    const short = await t.request
      .post('/contact-messages')
      .send({ ...LETTER, message: 'x'.repeat(CONTACT_MESSAGE_MIN_LENGTH - 1) })
      .expect(400);
    expect(JSON.stringify(short.body)).toContain(siteMessages.contact.messageTooShort);
    await t.request
      .post('/contact-messages')
      .send({ ...LETTER, email: 'nope' })
      .expect(400);
    await t.request
      .post('/contact-messages')
      .send({ ...LETTER, topic: 'refund-me' })
      .expect(400);
    expect(await stored()).toEqual([]);
    expect(await bell(admin)).toEqual([]);
  });
});

describe('GET /contact-messages', () => {
  it('lists the messages newest first to administrators only', async () => {
    await t.request.post('/contact-messages').send(LETTER).expect(201);
    const second = { ...LETTER, name: 'Tom', message: 'How do I sell two bikes?' };
    await t.request.post('/contact-messages').send(second).expect(201);
    const res = await t.request.get('/contact-messages').set(admin.authHeader).expect(200);
    const list = res.body as ContactMessage[];
    expect(list.map((m) => m.name)).toEqual(['Tom', 'Rina Rahman']);
    expect(list[0]).toMatchObject({ ...second, userId: null, createdAt: NOW.toISOString() });
    await t.request.get('/contact-messages').set(buyer.authHeader).expect(403);
    await t.request.get('/contact-messages').expect(401);
  });
});

describe('GET /rules', () => {
  it('answers the defaults of the timers and the fee', async () => {
    const res = await t.request.get('/rules').expect(200);
    expect(res.body).toEqual(MARKETPLACE_RULE_DEFAULTS);
  });

  it('answers the values an operator configured', async () => {
    const configured = await createTestApp({
      env: {
        BOOKING_EXPIRY_HOURS: '24',
        ORDER_AUTO_COMPLETE_DAYS: '3',
        OFFER_TTL_HOURS: '12',
        PLATFORM_FEE_PERCENT: '5',
      },
    });
    const res = await configured.request.get('/rules').expect(200);
    expect(res.body).toEqual({
      bookingExpiryHours: 24,
      orderAutoCompleteDays: 3,
      offerTtlHours: 12,
      platformFeePercent: 5,
    });
  });
});
