import { beforeEach, describe, expect, it } from 'vitest';
import { SandboxPaymentProvider } from './sandbox';
import { SANDBOX_INTENTS_COLLECTION, SandboxIntentStore } from './sandbox-intents.repository';
import { errorCodeForProviderError } from './types';
import { useTestDb } from '../../../../../test/test-db';
import { freshSandbox, intentInput } from '../../../../../test/sandbox';
import { rejection } from '../../../../../test/fixtures/provider-errors';

const db = useTestDb('sandbox');
let sandbox: SandboxPaymentProvider;
const input = (idempotencyKey: string, amount = 123_456) => intentInput(amount, idempotencyKey);

beforeEach(async () => {
  sandbox = await freshSandbox(db());
});

describe('sandbox provider: createIntent', () => {
  it('creates an unpaid intent for the exact amount with Stripe-like id and client secret', async () => {
    const intent = await sandbox.createIntent(input('k1'));
    expect(intent).toMatchObject({
      amount: 123_456,
      currency: 'usd',
      status: 'requires_payment_method',
      metadata: input('k1').metadata,
    });
    expect(intent.id).toMatch(/^pi_sandbox_[0-9a-f]{24}$/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_[0-9a-f]{24}$`));
    expect(intent.lastError).toBeUndefined();
  });

  it('returns the same intent for the same idempotency key', async () => {
    const first = await sandbox.createIntent(input('k1'));
    expect(await sandbox.createIntent(input('k1'))).toEqual(first);
    expect((await sandbox.createIntent(input('k2'))).id).not.toBe(first.id);
  });

  it('creates exactly one intent when 20 requests race on one key', async () => {
    const racers = Array.from({ length: 20 }, () => sandbox.createIntent(input('race')));
    const ids = new Set((await Promise.all(racers)).map((i) => i.id));
    expect(ids.size).toBe(1);
    expect(await db().collection(SANDBOX_INTENTS_COLLECTION).countDocuments()).toBe(1);
  });

  it('refuses a reused key with a different amount (CONFLICT)', async () => {
    await sandbox.createIntent(input('k1'));
    const error = await rejection(sandbox.createIntent(input('k1', 100)));
    expect(error.type).toBe('idempotency_error');
    expect(errorCodeForProviderError(error)).toBe('CONFLICT');
  });

  it('refuses a non-integer or non-positive amount, a bad currency and unsafe metadata keys', async () => {
    expect((await rejection(sandbox.createIntent(input('a', 19.99)))).code).toBe(
      'parameter_invalid_integer',
    );
    expect((await rejection(sandbox.createIntent(input('b', 0)))).type).toBe(
      'invalid_request_error',
    );
    const badCurrency = { ...input('c'), currency: 'USD' };
    expect((await rejection(sandbox.createIntent(badCurrency))).type).toBe('invalid_request_error');
    const dotted = { ...input('d'), metadata: { 'a.b': 'x' } };
    expect((await rejection(sandbox.createIntent(dotted))).code).toBe('parameter_invalid_metadata');
    expect(await db().collection(SANDBOX_INTENTS_COLLECTION).countDocuments()).toBe(0);
  });
});

describe('sandbox provider: retrieveIntent and cancelIntent', () => {
  it('is kept in the database: another instance (a restart, a replica) sees the intent', async () => {
    const intent = await sandbox.createIntent(input('k1'));
    const replica = new SandboxPaymentProvider(new SandboxIntentStore(db()));
    expect(await replica.retrieveIntent(intent.id)).toEqual(intent);
  });

  it('answers null for an unknown intent', async () => {
    expect(await sandbox.retrieveIntent('pi_sandbox_unknown')).toBeNull();
  });

  it('cancels an unpaid intent, idempotently', async () => {
    const intent = await sandbox.createIntent(input('k1'));
    expect((await sandbox.cancelIntent(intent.id)).status).toBe('canceled');
    expect((await sandbox.cancelIntent(intent.id)).status).toBe('canceled');
    expect((await sandbox.retrieveIntent(intent.id))?.status).toBe('canceled');
  });

  it('refuses to cancel an unknown intent (NOT_FOUND)', async () => {
    const error = await rejection(sandbox.cancelIntent('pi_sandbox_unknown'));
    expect(errorCodeForProviderError(error)).toBe('NOT_FOUND');
  });
});
