import { beforeEach, describe, expect, it } from 'vitest';
import type { Notification } from '@reride/shared';
import { appWithUsers, type SignedUp, type TestApp } from '../../../test/helpers';
import { callAs } from '../../../test/fixtures/orders';

/** Each decision is told to the person: a notification and an email no setting turns off. */

let t: TestApp;
let seller: SignedUp;
let admin: SignedUp;

beforeEach(async () => {
  // An SMTP server is set, so mails are queued; nothing here sends them.
  [t, seller, admin] = await appWithUsers(['Seller', 'Admin'], {
    env: { SMTP_URL: 'smtp://127.0.0.1:9' },
  });
  const off = { order: false, message: false, offer: false, wishlist: false, listing: false };
  await t.request.put('/users/me/email-settings').set(seller.authHeader).send(off).expect(200);
});

const decide = (name: 'warnUser' | 'suspendUser' | 'liftSuspension', body: object) =>
  callAs(t, name, admin, { params: { id: seller.user._id }, body }).expect(200);

describe('a sanction is told', () => {
  it('in the bell and by email, whatever the email settings, once per decision', async () => {
    await decide('warnUser', { reason: 'Be kind' });
    const until = new Date(Date.now() + 3 * 86_400_000).toISOString();
    await decide('suspendUser', { reason: 'Spam', until });
    await decide('liftSuspension', { reason: 'Apologised' });

    const res = await t.request.get('/notifications').set(seller.authHeader).expect(200);
    const told = (res.body as Notification[]).map((n) =>
      n.topic === 'account' ? [n.event, n.reason, n.until ?? null] : [n.topic],
    );
    expect(told).toEqual([
      ['lifted', 'Apologised', null],
      ['suspended', 'Spam', until],
      ['warned', 'Be kind', null],
    ]);

    const mails = await t.db
      .collection<{ to: string; subject: string; text: string }>('outbox')
      .find()
      .sort({ at: 1 })
      .toArray();
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      [seller.email, 'A warning from ReRide'],
      [
        seller.email,
        `Your account is suspended until ${until.slice(0, 10)} ${until.slice(11, 16)} UTC`,
      ],
      [seller.email, 'Your suspension was lifted'],
    ]);
    expect(mails[1]?.text).toContain('Reason: Spam');
  });
});
