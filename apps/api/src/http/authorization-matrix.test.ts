import type { IncomingMessage } from 'node:http';
import { MongoClient } from 'mongodb';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, contract, type Access, type EndpointName, type Role } from '@reride/shared';
import { createApp } from '../app';
import { createTestApp, insertUser, testConfig, type SignedUp } from '../../test/helpers';
import { expiredToken, forgedToken, hs512Token, unsignedToken } from '../../test/tokens';
import {
  CALLERS,
  mountedEndpoints,
  type CallerName,
  type MatrixFixtures,
  type MatrixRow,
  type MatrixUser,
} from '../../test/matrix/authorization-matrix';

/**
 * Contract endpoints whose router is not mounted yet. This list may only shrink: mounting one
 * of them fails the test until it leaves this list and its rows exist.
 */
const NOT_YET_IMPLEMENTED: EndpointName[] = [];

/** Each feature declares its rows in `test/matrix/<feature>.matrix.ts`. */
const rowModules = import.meta.glob<{ matrixRows: MatrixRow[] }>('../../test/matrix/*.matrix.ts', {
  eager: true,
});
const ROWS = Object.values(rowModules).flatMap((m) => m.matrixRows);
const ENDPOINTS = Object.keys(contract) as EndpointName[];

describe('authorization matrix: completeness', () => {
  // Building the app does not touch the database, so a client that never connects is enough.
  const client = new MongoClient('mongodb://127.0.0.1:1');
  afterAll(() => client.close());
  const app = () =>
    createApp({
      config: testConfig(),
      db: client.db('unused'),
      logger: pino({ level: 'silent' }),
      identity: {
        verifyIdToken: () => Promise.reject(new Error()),
        verifyPhoneToken: () => Promise.reject(new Error()),
        disableUser: () => Promise.resolve(),
        deleteUser: () => Promise.resolve(),
        renameUser: () => Promise.resolve(),
      },
    }).app;

  it('has a row for every mounted contract endpoint', () => {
    const withRows = new Set(ROWS.map((r) => r.endpoint));
    expect([...mountedEndpoints(app())].filter((name) => !withRows.has(name))).toEqual([]);
  });

  it('has at most one row per endpoint, each for a mounted endpoint', () => {
    const names = ROWS.map((r) => r.endpoint);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    const mounted = mountedEndpoints(app());
    expect(names.filter((n) => !mounted.has(n))).toEqual([]);
  });

  it('mounts every contract endpoint except those NOT_YET_IMPLEMENTED', () => {
    const mounted = mountedEndpoints(app());
    const unmounted = ENDPOINTS.filter((name) => !mounted.has(name));
    expect(unmounted.sort()).toEqual([...NOT_YET_IMPLEMENTED].sort());
  });
});

let fx: MatrixFixtures;

async function buildFixtures(): Promise<MatrixFixtures> {
  const t = await createTestApp({ dbSuffix: '_matrix' });
  const signed = await Promise.all(
    (['Buyer', 'Seller', 'Seller', 'Admin', 'Buyer'] as const).map((role) => t.signUpAs(role)),
  );
  const [buyer, seller, anotherSeller, admin, removedUser] = signed as [
    SignedUp,
    SignedUp,
    SignedUp,
    SignedUp,
    SignedUp,
  ];
  await t.request
    .delete(`/buyers/${removedUser.user._id}`)
    .set('Authorization', `Bearer ${admin.accessToken}`)
    .expect(200);

  const people = { buyer, seller, anotherSeller, admin, removedUser };
  const badTokens: Partial<Record<CallerName, string>> = {
    forgedToken: forgedToken(buyer.user),
    expiredToken: expiredToken(buyer.user),
    otherAlgorithmToken: hs512Token(buyer.user),
    unsignedToken: unsignedToken(buyer.user),
  };
  return {
    t,
    ...people,
    ownEmail: (caller) =>
      caller === 'anonymous'
        ? seller.email
        : (people[caller as keyof typeof people] ?? buyer).email,
    insertUser: (userType: Role) => insertUser(t.db, userType),
    tokenFor(caller: CallerName, access: Access) {
      const firebase = access === 'firebase';
      if (caller === 'anonymous') return undefined;
      if (caller === 'wrongKindToken') return firebase ? buyer.accessToken : buyer.idToken;
      const person = people[caller as keyof typeof people] as MatrixUser | undefined;
      if (person) return firebase ? person.idToken : person.accessToken;
      return badTokens[caller];
    },
  };
}

async function send(row: MatrixRow, caller: CallerName) {
  const endpoint = contract[row.endpoint];
  const input = (await row.request?.(fx, caller)) ?? {};
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete';
  let req = fx.t.request[method](buildPath(endpoint.path, input.params));
  const token = fx.tokenFor(caller, endpoint.access);
  if (token) req = req.set('Authorization', `Bearer ${token}`);
  if (input.query) req = req.query(input.query);
  for (const file of input.files ?? []) req = req.attach(file.field, file.content, file.filename);
  if ('stream' in endpoint) req = req.buffer(true).parse(headersOnlyIfStream as never);
  return input.body === undefined ? req : req.send(input.body as object);
}

/** An event stream never ends: its status and headers are the answer; errors are JSON. */
function headersOnlyIfStream(
  res: IncomingMessage,
  done: (error: Error | null, body: unknown) => void,
) {
  if (res.headers['content-type']?.startsWith('text/event-stream')) {
    res.destroy();
    done(null, {});
    return;
  }
  let text = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => (text += chunk));
  res.on('end', () => done(null, text ? (JSON.parse(text) as unknown) : {}));
}

const CODE_OF_STATUS: Record<number, string> = { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN' };

describe('authorization matrix', () => {
  beforeAll(async () => {
    fx = await buildFixtures();
  });

  describe.each(
    ROWS.map(
      (row) => [`${contract[row.endpoint].method} ${contract[row.endpoint].path}`, row] as const,
    ),
  )('%s', (_name, row) => {
    it.each(CALLERS.map((caller) => [row.expect[caller], caller] as const))(
      'returns %i for %s',
      async (status, caller) => {
        const res = await send(row, caller);
        expect(res.status, JSON.stringify(res.body)).toBe(status);
        if (CODE_OF_STATUS[status]) expect(res.body.code).toBe(CODE_OF_STATUS[status]);
      },
    );
  });
});
