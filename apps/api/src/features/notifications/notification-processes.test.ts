import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openNotificationStream, type OpenStream } from '@reride/devstack';
import { insertUser } from '../../../test/helpers';
import { useTestDb } from '../../../test/test-db';
import {
  authOf,
  startApiProcess,
  stopApiProcess,
  type ApiProcess,
} from '../../../test/fixtures/api-process';
import { createBikeAs } from '../../../test/fixtures/bikes';
import { askAbout } from '../../../test/fixtures/conversations';

/**
 * Two API processes of their own (src/server.ts) on one database, as a deployment runs them: a
 * message written through one reaches a stream held open on the other, and a stream that moves
 * to the other process with `Last-Event-ID` gets what it missed, once; a user removed through
 * one loses their streams on the other (docs/decisions/008-live-notifications-by-polling-a-sequence.md).
 */
const db = useTestDb('notification_processes');
let first: ApiProcess | undefined, second: ApiProcess | undefined;
const streams: OpenStream[] = [];

beforeAll(async () => {
  // A removal disables the Firebase account: the processes ask the tests' emulator.
  const env = { FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost') };
  [first, second] = await Promise.all([
    startApiProcess(db().databaseName, env),
    startApiProcess(db().databaseName, env),
  ]);
}, 120_000);

afterAll(async () => {
  streams.forEach((s) => s.close());
  await Promise.all([stopApiProcess(first), stopApiProcess(second)]);
});

describe('notifications across API processes', () => {
  it('delivers a message written on one process to a stream on the other, and resumes there', async () => {
    const seller = authOf(await insertUser(db(), 'Seller'));
    const buyer = authOf(await insertUser(db(), 'Buyer'));
    const bikeId = await createBikeAs(first!.request, seller);
    const onSecond = await openNotificationStream(second!.url, seller);
    streams.push(onSecond);
    expect(onSecond.status).toBe(200);

    const { conversationId } = await askAbout(first!.request, buyer, bikeId, 'Across processes');
    const [event] = await onSecond.waitFor(1, 5000);
    expect(event!.data).toMatchObject({
      topic: 'message',
      conversationId,
      preview: 'Across processes',
    });
    // How fast is measured by `pnpm bench` (streams phase, across two processes), not here.
    onSecond.close();

    /** The buyer writes again, through the second process. */
    const writeOnSecond = (text: string) =>
      second!.request
        .post(`/conversations/${conversationId}/messages`)
        .set(buyer)
        .send({ text })
        .expect(201);
    for (const text of ['Missed one', 'Missed two']) await writeOnSecond(text);
    const onFirst = await openNotificationStream(first!.url, seller, event!.id);
    streams.push(onFirst);
    await onFirst.waitFor(2, 5000);
    await writeOnSecond('Live again');
    await onFirst.waitFor(3, 5000);
    // A later one arrived: whatever the stream would send before it, twice or not, is in.
    await writeOnSecond('Later still');
    await onFirst.waitFor(4, 5000);
    expect(onFirst.events.map((e) => (e.data.topic === 'message' ? e.data.preview : e.id))).toEqual(
      ['Missed one', 'Missed two', 'Live again', 'Later still'],
    );
  });

  it('ends the streams a removed user holds on one process when the removal goes through the other', async () => {
    const admin = authOf(await insertUser(db(), 'Admin'));
    const seller = await insertUser(db(), 'Seller');
    const buyer = authOf(await insertUser(db(), 'Buyer'));
    const bikeOwner = authOf(await insertUser(db(), 'Seller'));
    const bikeId = await createBikeAs(first!.request, bikeOwner);
    const removedTab = await openNotificationStream(first!.url, authOf(seller));
    const ownersTab = await openNotificationStream(first!.url, bikeOwner);
    streams.push(removedTab, ownersTab);
    expect([removedTab.status, ownersTab.status]).toEqual([200, 200]);

    await second!.request.delete(`/sellers/${seller._id}`).set(admin).expect(200);
    await removedTab.ended;
    // Only the removed user's: the other stream on that process still hears what comes.
    await askAbout(second!.request, buyer, bikeId, 'After the removal');
    const [told] = await ownersTab.waitFor(1, 5000);
    expect(told!.data).toMatchObject({ topic: 'message', preview: 'After the removal' });
    expect(removedTab.events).toEqual([]);
  });
});
