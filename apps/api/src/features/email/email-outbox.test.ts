import { ObjectId, type Db } from 'mongodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationFacts } from '@reride/shared';
import { appWithUsers, createTestApp, insertUser, type TestApp } from '../../../test/helpers';
import { createBikeAs } from '../../../test/fixtures/bikes';
import { bookBike } from '../../../test/fixtures/bookings';
import { askAbout } from '../../../test/fixtures/conversations';
import { startRefusingSmtp, useMailCatcher, type RefusingSmtp } from '../../../test/fixtures/email';
import type { OutboxDoc } from './email.collections';
import { createUsersRepository } from '../users/users.repository';
import type { NotificationRecord } from '../notifications/notifications.repository';
import { createEmailOutbox, SEND_LEASE_MS } from './email-outbox';
import { createOutboxRepository } from './outbox.repository';
import { createSmtpTransport } from './smtp-transport';

/**
 * The outbox through real SMTP: mails land in the devstack's catcher (MailDev) and are read back
 * through its HTTP API; refusals come from an smtp-server instance that answers 4xx or 5xx. The
 * sweeps run by hand on a clock the tests move, instead of waiting for the sender's timer.
 */
const catcher = useMailCatcher();

const WEB = 'https://reride.example';
const SETTINGS = {
  PUBLIC_WEB_URL: WEB,
  MAIL_FROM: 'ReRide <no-reply@mail.reride.example>',
  EMAIL_RETRY_BASE_MS: 60_000,
  EMAIL_MAX_ATTEMPTS: 5,
};
const MINUTE = 60_000;

let now = Date.UTC(2025, 0, 1);
const clock = () => new Date(now);

const outboxDocs = (db: Db) => db.collection<OutboxDoc>('outbox').find().toArray();

describe('the outbox of a running app', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof appWithUsers>>[1];
  let buyer: typeof seller;

  beforeEach(async () => {
    const env = { SMTP_URL: catcher().smtpUrl, PUBLIC_WEB_URL: WEB, MAIL_FROM: SETTINGS.MAIL_FROM };
    [t, seller, buyer] = await appWithUsers(['Seller', 'Buyer'], { env });
  });
  /** The app's `email.send` job, run by hand instead of on its timer. */
  const sendDue = () => t.scheduler.run('email.send');

  it('mails a stored notification once, worded, linked and escaped', async () => {
    const bikeId = await createBikeAs(t.request, seller.authHeader, { name: 'Trek <b>Marlin</b>' });
    const text = '<script>alert("hi")</script> & more';
    const { conversationId } = await askAbout(t.request, buyer.authHeader, bikeId, text);

    const [queued] = await outboxDocs(t.db);
    expect(queued).toMatchObject({ to: seller.email, state: 'pending', attempts: 0 });
    expect(queued?.messageId).toBe(`<${queued?._id.toHexString()}@mail.reride.example>`);
    expect(await sendDue()).toEqual({ sent: 1, retried: 0, failed: 0, interrupted: 0 });
    expect(await sendDue()).toEqual({ sent: 0, retried: 0, failed: 0, interrupted: 0 });

    const mails = await catcher().mails();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      to: [seller.email],
      messageId: queued?.messageId,
      subject: `New message from ${buyer.user.name}: Trek <b>Marlin</b>`,
    });
    const link = `${WEB}/dashboard/inbox/${conversationId}`;
    expect(mail?.html).toContain(`href="${link}"`);
    expect(mail?.html).toContain(`href="${WEB}/dashboard/settings"`);
    expect(mail?.html).toContain('Trek &lt;b&gt;Marlin&lt;/b&gt;');
    expect(mail?.html).toContain('&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; more');
    expect(mail?.html).not.toMatch(/<script|<b>/);
    expect(mail?.text).toContain(text);
    expect(mail?.text).toContain(link);
    expect(await outboxDocs(t.db)).toEqual([
      expect.objectContaining({ state: 'sent', attempts: 1, lastError: null }),
    ]);
  });

  it('follows the recipient’s settings: a topic turned off is not queued', async () => {
    await t.request
      .put('/users/me/email-settings')
      .set(seller.authHeader)
      .send({ order: true, message: false, offer: true, wishlist: false, listing: true })
      .expect(200);
    const bikeId = await createBikeAs(t.request, seller.authHeader);
    await askAbout(t.request, buyer.authHeader, bikeId);
    expect(await outboxDocs(t.db)).toEqual([]);

    await bookBike(t.request, buyer.authHeader, bikeId);
    expect(await sendDue()).toMatchObject({ sent: 1 });
    const mails = await catcher().mails();
    expect(mails.map((m) => [m.to, m.subject.split(':')[0]])).toEqual([
      [[seller.email], 'New booking'],
    ]);
  });
});

describe('sending', () => {
  let t: TestApp;
  let user: { _id: string; email: string };
  let smtp: RefusingSmtp | undefined;

  afterEach(async () => {
    await smtp?.stop();
    smtp = undefined;
  });

  beforeEach(async () => {
    now = Date.UTC(2025, 0, 1);
    t = await createTestApp();
    user = await insertUser(t.db, 'Buyer', { name: 'Ada' });
  });

  const outboxTo = (smtpUrl: string) =>
    createEmailOutbox({
      repo: createOutboxRepository(t.db),
      users: createUsersRepository(t.db),
      transport: createSmtpTransport(smtpUrl, SETTINGS.MAIL_FROM),
      clock,
      settings: SETTINGS,
      logger: { warn: () => {} },
    });

  const FACTS: NotificationFacts = {
    topic: 'order',
    orderId: new ObjectId().toHexString(),
    event: 'paid',
    role: 'buyer',
    bikeName: 'Trek Marlin',
  };
  const notification = (facts: NotificationFacts = FACTS): NotificationRecord => ({
    id: new ObjectId().toHexString(),
    seq: 1,
    userId: user._id,
    facts,
    readAt: null,
    createdAt: clock(),
  });

  it('queues a notification once, however often it is told', async () => {
    const outbox = outboxTo(catcher().smtpUrl);
    const n = notification();
    await outbox.enqueue(n);
    await outbox.enqueue(n);
    expect(await outboxDocs(t.db)).toHaveLength(1);
    await outbox.sendDue();
    await outbox.enqueue(n);
    await outbox.sendDue();
    expect(await catcher().mails()).toHaveLength(1);
  });

  it('queues nothing for a topic off by default, or for a removed user', async () => {
    const outbox = outboxTo(catcher().smtpUrl);
    const bike = new ObjectId().toHexString();
    await outbox.enqueue(
      notification({ topic: 'wishlist', bikeId: bike, event: 'sold', price: 300, bikeName: 'X' }),
    );
    await t.db
      .collection('users')
      .updateOne({ _id: new ObjectId(user._id) }, { $set: { deletedAt: clock() } });
    await outbox.enqueue(notification());
    expect(await outboxDocs(t.db)).toEqual([]);
  });

  /** An outbox whose server refuses each mail with `code`, the first `refusals` times. */
  const refusedBy = async (code: number, refusals?: number) => {
    smtp = await startRefusingSmtp(code, refusals);
    const outbox = outboxTo(smtp.url);
    await outbox.enqueue(notification());
    return outbox;
  };

  it('retries a refused mail with doubling waits, then marks it failed', async () => {
    const outbox = await refusedBy(451);
    const waits = [1, 2, 4, 8];
    for (const [i, wait] of waits.entries()) {
      expect(await outbox.sendDue()).toMatchObject({ retried: 1 });
      const [doc] = await outboxDocs(t.db);
      expect(doc).toMatchObject({ state: 'pending', attempts: i + 1 });
      expect(doc?.nextAttemptAt.getTime()).toBe(now + wait * MINUTE);
      expect(doc?.lastError).toContain('451');
      // Not due a moment before its time.
      now += wait * MINUTE - 1;
      expect(await outbox.sendDue()).toMatchObject({ retried: 0, failed: 0 });
      now += 1;
    }
    expect(await outbox.sendDue()).toMatchObject({ failed: 1 });
    expect(await outboxDocs(t.db)).toEqual([
      expect.objectContaining({ state: 'failed', attempts: 5 }),
    ]);
    now += 60 * MINUTE;
    expect(await outbox.sendDue()).toMatchObject({ retried: 0, failed: 0 });
    expect(smtp?.refused()).toBe(5);
  });

  it('sends a mail refused for a while once the server takes it', async () => {
    const outbox = await refusedBy(421, 2);
    await outbox.sendDue();
    now += MINUTE;
    await outbox.sendDue();
    now += 2 * MINUTE;
    expect(await outbox.sendDue()).toMatchObject({ sent: 1 });
    expect(await outboxDocs(t.db)).toEqual([
      expect.objectContaining({ state: 'sent', attempts: 3 }),
    ]);
  });

  it('fails at once on a permanent refusal (5xx)', async () => {
    const outbox = await refusedBy(550);
    expect(await outbox.sendDue()).toMatchObject({ failed: 1 });
    expect(await outboxDocs(t.db)).toEqual([
      expect.objectContaining({ state: 'failed', attempts: 1 }),
    ]);
  });

  it('retries when nothing answers on the SMTP port', async () => {
    const outbox = await refusedBy(451);
    await smtp?.stop();
    smtp = undefined;
    expect(await outbox.sendDue()).toMatchObject({ retried: 1 });
    expect((await outboxDocs(t.db))[0]?.lastError).toMatch(/ECONNREFUSED|connect/i);
  });

  it('sends each mail once when two processes sweep at the same time', async () => {
    const [a, b] = [outboxTo(catcher().smtpUrl), outboxTo(catcher().smtpUrl)];
    for (let i = 0; i < 6; i += 1) await a.enqueue(notification());
    const [first, second] = await Promise.all([a.sendDue(), b.sendDue()]);
    expect(first.sent + second.sent).toBe(6);
    const ids = (await catcher().mails()).map((m) => m.messageId);
    expect(new Set(ids).size).toBe(6);
    expect(ids).toHaveLength(6);
  });

  it('never sends again a mail whose attempt outlived its lease (a dead process)', async () => {
    const outbox = outboxTo(catcher().smtpUrl);
    await outbox.enqueue(notification());
    const col = t.db.collection<OutboxDoc>('outbox');
    // What a process killed during the SMTP conversation leaves.
    await col.updateMany(
      {},
      { $set: { state: 'sending', attempts: 1, leaseUntil: new Date(now + SEND_LEASE_MS) } },
    );
    expect(await outbox.sendDue()).toEqual({ sent: 0, retried: 0, failed: 0, interrupted: 0 });
    now += SEND_LEASE_MS + 1;
    expect(await outbox.sendDue()).toEqual({ sent: 0, retried: 0, failed: 0, interrupted: 1 });
    expect(await outboxDocs(t.db)).toEqual([expect.objectContaining({ state: 'interrupted' })]);
    now += 60 * MINUTE;
    await outbox.sendDue();
    expect(await catcher().mails()).toEqual([]);
  });
});
