import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeStripeState, stripeError } from './stripe-fake-state';
import type { FakeResponse, FormParams, FormValue } from './stripe-fake-state';

/**
 * A local HTTP FAKE of the few Stripe endpoints our provider calls, so its tests run the real
 * `stripe` SDK offline (no Stripe mock on the registry implements PaymentIntents, docs/domain.md#payments).
 * It follows Stripe's wire format (form-encoded bodies, `{ error: {...} }` answers,
 * `Idempotency-Key` replays) but it is not Stripe, and tests say so in their names.
 */

export interface LoggedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  params: FormParams;
}

export interface StripeFake {
  secretKey: string;
  apiBase: { host: string; port: number; protocol: 'http' };
  state: FakeStripeState;
  requests: LoggedRequest[];
  /** Handles the next `count` requests but drops the connection instead of answering. */
  dropResponses(count: number): void;
  close(): Promise<void>;
}

/** `metadata[bookingId]=x&payment_method_types[0]=card` → nested objects, as Stripe reads it. */
export function parseForm(body: string): FormParams {
  const root: Record<string, FormValue> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = rawKey.split(/\[|\]\[|\]/).filter(Boolean);
    let node: Record<string, FormValue> = root;
    path.forEach((segment, i) => {
      if (i === path.length - 1) node[segment] = value;
      else node = (node[segment] ??= {}) as Record<string, FormValue>;
    });
  }
  // Index-keyed objects (`[0]`, `[1]`) are arrays on Stripe's side.
  const arrays = (v: FormValue): FormValue =>
    typeof v !== 'object' || Array.isArray(v)
      ? v
      : Object.keys(v).every((k) => /^\d+$/.test(k))
        ? Object.values(v).map(arrays)
        : Object.fromEntries(Object.entries(v).map(([k, x]) => [k, arrays(x)]));
  return arrays(root) as FormParams;
}

function route(
  state: FakeStripeState,
  method: string,
  path: string,
  params: FormParams,
): FakeResponse {
  const intent = /^\/v1\/payment_intents\/([^/]+)(\/confirm|\/cancel)?$/.exec(path);
  if (method === 'POST' && path === '/v1/payment_intents') return state.createIntent(params);
  if (method === 'GET' && intent && !intent[2]) return state.getIntent(intent[1]!);
  if (method === 'POST' && intent?.[2] === '/confirm')
    return state.confirmIntent(intent[1]!, params);
  if (method === 'POST' && intent?.[2] === '/cancel') return state.cancelIntent(intent[1]!);
  if (method === 'POST' && path === '/v1/refunds') return state.createRefund(params);
  return stripeError(404, { message: `Unrecognized request URL (${method}: ${path}).` });
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, response: FakeResponse, replayed: boolean): void {
  res.writeHead(response.status, {
    'Content-Type': 'application/json',
    'Request-Id': `req_fake_${Date.now()}`,
    ...(replayed ? { 'Idempotent-Replayed': 'true' } : {}),
  });
  res.end(JSON.stringify(response.body));
}

const IDEMPOTENCY_MISMATCH =
  'Keys for idempotent requests can only be used with the same parameters they were first used with.';

/** One fake Stripe account: its objects, the requests it saw, and its idempotency replays. */
class FakeAccount {
  readonly state = new FakeStripeState();
  readonly requests: LoggedRequest[] = [];
  /** Stripe keeps the first answer per key and replays it; another request under it is an error. */
  private readonly idempotent = new Map<string, { request: string; response: FakeResponse }>();
  toDrop = 0;

  constructor(readonly secretKey: string) {}

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const method = req.method ?? 'GET';
    const body = await readBody(req);
    const params = parseForm(body);
    const key =
      method === 'POST' ? (req.headers['idempotency-key'] as string | undefined) : undefined;
    this.requests.push({ method, path, idempotencyKey: key, params });
    const authorised = req.headers.authorization === `Bearer ${this.secretKey}`;
    const { response, replayed } = authorised
      ? this.answer(`${method} ${path} ${body}`, key, () => route(this.state, method, path, params))
      : { response: stripeError(401, { message: 'Invalid API Key provided.' }), replayed: false };
    if (this.toDrop > 0) {
      // Processed but never answered, as when a network fails on the way back.
      this.toDrop -= 1;
      res.socket?.destroy();
      return;
    }
    send(res, response, replayed);
  }

  private answer(request: string, key: string | undefined, run: () => FakeResponse) {
    const seen = key ? this.idempotent.get(key) : undefined;
    if (seen && seen.request !== request) {
      const response = stripeError(400, {
        type: 'idempotency_error',
        message: IDEMPOTENCY_MISMATCH,
      });
      return { response, replayed: false };
    }
    if (seen) return { response: seen.response, replayed: true };
    const response = run();
    if (key) this.idempotent.set(key, { request, response });
    return { response, replayed: false };
  }
}

export async function startStripeFake(secretKey = 'sk_test_fake_local'): Promise<StripeFake> {
  const account = new FakeAccount(secretKey);
  const server = createServer((req, res) => void account.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    secretKey,
    apiBase: { host: '127.0.0.1', port, protocol: 'http' },
    state: account.state,
    requests: account.requests,
    dropResponses: (count) => {
      account.toDrop = count;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
