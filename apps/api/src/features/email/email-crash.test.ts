import { describe, expect, it } from 'vitest';
import { insertUser } from '../../../test/helpers';
import { useTestDb } from '../../../test/test-db';
import { waitFor } from '../../../test/processes';
import {
  authOf,
  startApiProcess,
  withApiProcess,
  type ApiProcess,
} from '../../../test/fixtures/api-process';
import { createBikeAs } from '../../../test/fixtures/bikes';
import { caughtWith, useMailCatcher } from '../../../test/fixtures/email';
import type { OutboxDoc } from './email.collections';

/**
 * A real crash between the SMTP server's acceptance and our record of it: the API runs as its
 * own process (src/server.ts) and is SIGKILLed by FAULT_KILL_AFTER_STEP=email_accepted right
 * after the catcher took the mail. The outbox keeps such a mail at most once
 * (docs/decisions/007-email-outbox.md): a restarted API goes on sending new mails but never
 * this one again, before or after its lease runs out.
 */
const db = useTestDb('email_crash');
const catcher = useMailCatcher();

const outboxDocs = () =>
  db().collection<OutboxDoc>('outbox').find().sort({ createdAt: 1 }).toArray();

const fastSender = () => ({ SMTP_URL: catcher().smtpUrl, EMAIL_SEND_INTERVAL_MS: '200' });

describe('a mail after the API was SIGKILLed between SMTP acceptance and its record', () => {
  it('is in the inbox exactly once, and the restarted API sends only the new ones', async () => {
    const api = await startApiProcess(db().databaseName, {
      ...fastSender(),
      FAULT_KILL_AFTER_STEP: 'email_accepted',
    });
    const seller = await insertUser(db(), 'Seller');
    const buyer = authOf(await insertUser(db(), 'Buyer'));
    const bikeId = await createBikeAs(api.request, authOf(seller), { name: 'Trek Marlin' });
    const ask = (request: ApiProcess['request'], text: string) =>
      request.post('/conversations').set(buyer).send({ bikeId, text });
    // The question is answered; the sender's next sweep mails it to the seller and dies.
    await ask(api.request, 'Is it available?').then(
      () => undefined,
      () => undefined,
    );
    await api.server.exited;
    expect(api.server.child.signalCode, api.server.output()).toBe('SIGKILL');

    const [crashed] = await outboxDocs();
    expect(crashed).toMatchObject({ to: seller.email, state: 'sending', attempts: 1 });
    const messageId = crashed?.messageId ?? '';
    expect(await caughtWith(catcher(), messageId)).toHaveLength(1);

    await withApiProcess(db().databaseName, fastSender(), async (restarted) => {
      await ask(restarted.request, 'Can I see it on Saturday?').expect(201);
      await waitFor(
        async () => (await catcher().mails()).length === 2,
        'the restarted API to mail the second question',
      );
      expect(await caughtWith(catcher(), messageId)).toHaveLength(1);

      // Once its lease has run out the mail is recorded as interrupted, and still not resent.
      await db()
        .collection<OutboxDoc>('outbox')
        .updateOne({ messageId }, { $set: { leaseUntil: new Date(Date.now() - 1000) } });
      await waitFor(
        async () => (await outboxDocs())[0]?.state === 'interrupted',
        'the sweep to mark the crashed attempt interrupted',
      );
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await caughtWith(catcher(), messageId)).toHaveLength(1);
      expect((await catcher().mails()).length).toBe(2);
      expect((await outboxDocs()).map((d) => d.state)).toEqual(['interrupted', 'sent']);
    });
  }, 180_000);
});
