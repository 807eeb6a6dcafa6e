import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
 * to the other process with `Last-Event-ID` gets what it missed, once
 * (docs/decisions/008-live-notifications-by-polling-a-sequence.md).
 */
const db = useTestDb('notification_processes');
let first: ApiProcess | undefined, second: ApiProcess | undefined;
const streams: OpenStream[] = [];

beforeAll(async () => {
  [first, second] = await Promise.all([
    startApiProcess(db().databaseName),
    startApiProcess(db().databaseName),
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
});
