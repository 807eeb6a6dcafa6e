import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appWithUsers } from '../../../test/helpers';
import { createBikeAs, findBikeDoc } from '../../../test/fixtures/bikes';
import { bikeIndexRegistry } from './bikeindex-adapter';

// A local fake of Bike Index: a node:http server answering GET /api/v3/search and
// /api/v3/search/close_serials in the shapes Bike Index documents (`{ bikes: [{ id, serial,
// stolen, title, url }] }`). The real service, its authentication and its rate limits are not
// tested here (docs/decisions/013-stolen-bike-registry.md).

type Mode = 'clean' | 'exact' | 'close' | 'error' | 'slow' | 'garbage';
let mode: Mode = 'clean';
let server: Server;
let baseUrl = '';
const asked: string[] = [];

const bike = (id: number, serial: string) => ({
  id,
  serial,
  stolen: true,
  title: '2019 Trek Marlin 7',
  url: `https://bikeindex.org/bikes/${id}`,
  stolen_location: 'Amsterdam, NL',
});

function answer(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://fake');
  asked.push(`${url.pathname}?${url.searchParams.toString()}`);
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (mode === 'error') return json(500, { error: 'boom' });
  if (mode === 'slow') return void setTimeout(() => json(200, { bikes: [] }), 1000);
  if (mode === 'garbage') return json(200, { nothing: true });
  const serial = url.searchParams.get('serial') ?? '';
  if (url.pathname === '/api/v3/search') {
    return json(200, { bikes: mode === 'exact' ? [bike(41, serial.toLowerCase())] : [] });
  }
  if (url.pathname === '/api/v3/search/close_serials') {
    return json(200, { bikes: mode === 'close' ? [bike(42, `${serial}X`)] : [] });
  }
  return json(404, { error: 'Not found' });
}

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  mode = 'clean';
  asked.length = 0;
});

const registry = () =>
  bikeIndexRegistry({ baseUrl, timeoutMs: 300, logger: pino({ level: 'silent' }) });

describe('the Bike Index adapter against a fake of Bike Index', () => {
  it('asks the stolen search by serial, then the close serials, and answers clean', async () => {
    expect(await registry().check('WTU123')).toEqual({ status: 'clean' });
    expect(asked).toEqual([
      '/api/v3/search?serial=WTU123&stolenness=stolen',
      '/api/v3/search/close_serials?serial=WTU123&stolenness=stolen',
    ]);
  });

  it('answers an exact match when a stolen bike has the same normalised serial', async () => {
    mode = 'exact';
    expect(await registry().check('WTU123')).toEqual({
      status: 'match',
      exact: true,
      source: 'bikeindex',
      ref: '41',
    });
  });

  it('answers a near match from the close serials', async () => {
    mode = 'close';
    expect(await registry().check('WTU123')).toMatchObject({
      status: 'match',
      exact: false,
      ref: '42',
    });
  });

  it('answers unreachable on an error status, a timeout or an answer without bikes', async () => {
    for (const m of ['error', 'slow', 'garbage'] as const) {
      mode = m;
      expect(await registry().check('WTU123')).toEqual({ status: 'unreachable' });
    }
  });
});

describe('a listing checked against the fake of Bike Index', () => {
  it('is not checked while it cannot be reached, then the job checks it again and holds it', async () => {
    const env = {
      THEFT_REGISTRY: 'bikeindex',
      BIKEINDEX_API_URL: baseUrl,
      BIKEINDEX_TIMEOUT_MS: '300',
    };
    const [t, seller] = await appWithUsers(['Seller'], { env });
    mode = 'error';
    const id = await createBikeAs(t.request, seller.authHeader, { serial: 'WTU 123' });
    expect(await findBikeDoc(t.db, id)).toMatchObject({ serialCheck: 'not-checked' });
    const page = await t.request.get(`/bikes/${id}`).expect(200);
    expect((page.body as { serialCheck: string }).serialCheck).toBe('not-checked');

    mode = 'exact';
    await t.scheduler.run('theft.recheck');
    const doc = await findBikeDoc(t.db, id);
    expect(doc).toMatchObject({ serialCheck: 'checked', held: { reason: 'stolen-serial' } });
    await t.request.get(`/bikes/${id}`).expect(404);
  });
});
