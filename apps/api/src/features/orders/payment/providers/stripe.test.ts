import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { startStripeFake } from '../../../../../test/fakes/stripe-fake';
import type { StripeFake } from '../../../../../test/fakes/stripe-fake';
import { StripePaymentProvider } from './stripe';
import { errorCodeForProviderError } from './types';
import { rejection } from '../../../../../test/fixtures/provider-errors';

const WEBHOOK_SECRET = 'whsec_local_fake_unused';
let fake: StripeFake;
let provider: StripePaymentProvider;
/** Plays the browser's part (Stripe.js confirming with a test PaymentMethod) against the fake. */
let browser: Stripe;
let keys = 0;

const nextKey = () => `test-key-${(keys += 1)}`;
const create = (amount = 123_456, metadata = { bookingId: '65f0c0ffee0000000000abcd' }) =>
  provider.createIntent({ amount, currency: 'usd', metadata, idempotencyKey: nextKey() });

beforeAll(async () => {
  fake = await startStripeFake();
  provider = new StripePaymentProvider({
    secretKey: fake.secretKey,
    webhookSecret: WEBHOOK_SECRET,
    apiBase: fake.apiBase,
  });
  browser = new Stripe(fake.secretKey, { ...fake.apiBase, maxNetworkRetries: 0 });
});
afterAll(() => fake.close());

describe('stripe provider (local Stripe fake): intents', () => {
  it('creates an intent with the exact amount, currency, card only, metadata and idempotency key', async () => {
    const intent = await create(123_456);
    expect(intent).toMatchObject({
      amount: 123_456,
      currency: 'usd',
      status: 'requires_payment_method',
    });
    expect(intent.metadata).toEqual({ bookingId: '65f0c0ffee0000000000abcd' });
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`));
    const sent = fake.requests.at(-1)!;
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      idempotencyKey: `test-key-${keys}`,
    });
    expect(sent.params).toEqual({
      amount: '123456',
      currency: 'usd',
      payment_method_types: ['card'],
      metadata: { bookingId: '65f0c0ffee0000000000abcd' },
    });
  });

  it('returns the same intent for the same idempotency key', async () => {
    const input = {
      amount: 2000,
      currency: 'usd',
      metadata: { bookingId: 'b1' },
      idempotencyKey: nextKey(),
    };
    const [first, second] = await Promise.all([
      provider.createIntent(input),
      provider.createIntent(input),
    ]);
    expect(second.id).toBe(first.id);
  });

  it('refuses a reused idempotency key with another amount (CONFLICT)', async () => {
    const input = { amount: 2000, currency: 'usd', metadata: {}, idempotencyKey: nextKey() };
    await provider.createIntent(input);
    const error = await rejection(provider.createIntent({ ...input, amount: 2100 }));
    expect(error.type).toBe('idempotency_error');
    expect(errorCodeForProviderError(error)).toBe('CONFLICT');
  });

  it('creates one intent when the answer is lost and the SDK retries under the same key', async () => {
    const before = fake.state.intents.size;
    fake.dropResponses(1);
    const intent = await create(5000);
    const key = `test-key-${keys}`;
    expect(fake.requests.filter((r) => r.idempotencyKey === key)).toHaveLength(2);
    expect(fake.state.intents.size).toBe(before + 1);
    expect(fake.state.intents.get(intent.id)?.amount).toBe(5000);
  });

  it('refuses a non-integer amount without calling Stripe', async () => {
    const sent = fake.requests.length;
    const error = await rejection(create(19.99));
    expect(error.code).toBe('parameter_invalid_integer');
    expect(fake.requests.length).toBe(sent);
  });

  it('retrieves an intent as succeeded once the browser confirmed it', async () => {
    const intent = await create();
    await browser.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    expect(await provider.retrieveIntent(intent.id)).toMatchObject({
      id: intent.id,
      status: 'succeeded',
      amount: 123_456,
    });
  });

  it('retrieves a declined intent as still payable with the card error', async () => {
    const intent = await create();
    await expect(
      browser.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' }),
    ).rejects.toThrow('Your card was declined.');
    expect(await provider.retrieveIntent(intent.id)).toMatchObject({
      status: 'requires_payment_method',
      lastError: {
        code: 'card_declined',
        declineCode: 'generic_decline',
        message: 'Your card was declined.',
      },
    });
  });

  it('answers null for an unknown intent', async () => {
    expect(await provider.retrieveIntent('pi_does_not_exist')).toBeNull();
  });

  it('cancels an unpaid intent, again without error, and refuses to cancel a paid one', async () => {
    const unpaid = await create();
    expect((await provider.cancelIntent(unpaid.id)).status).toBe('canceled');
    expect((await provider.cancelIntent(unpaid.id)).status).toBe('canceled');
    const paid = await create();
    await browser.paymentIntents.confirm(paid.id, { payment_method: 'pm_card_visa' });
    const error = await rejection(provider.cancelIntent(paid.id));
    expect(errorCodeForProviderError(error)).toBe('CONFLICT');
  });

  it('reports an unreachable Stripe as UNAVAILABLE', async () => {
    const down = new StripePaymentProvider({
      secretKey: fake.secretKey,
      webhookSecret: WEBHOOK_SECRET,
      apiBase: { ...fake.apiBase, port: 1 },
      timeoutMs: 1000,
    });
    const error = await rejection(down.retrieveIntent('pi_x'));
    expect(errorCodeForProviderError(error)).toBe('UNAVAILABLE');
  });
});

describe('stripe provider (local Stripe fake): refunds', () => {
  it('refunds a succeeded intent, and the same key returns the same refund', async () => {
    const intent = await create();
    await browser.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    const key = nextKey();
    const first = await provider.refund({ paymentIntentId: intent.id, idempotencyKey: key });
    const again = await provider.refund({ paymentIntentId: intent.id, idempotencyKey: key });
    expect(first).toEqual({ id: again.id, status: 'succeeded', amount: 123_456 });
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/v1/refunds',
      params: { payment_intent: intent.id },
      idempotencyKey: key,
    });
    expect(
      [...fake.state.refunds.values()].filter((r) => r.payment_intent === intent.id),
    ).toHaveLength(1);
  });

  it('refuses to refund an unpaid intent', async () => {
    const intent = await create();
    const error = await rejection(
      provider.refund({ paymentIntentId: intent.id, idempotencyKey: nextKey() }),
    );
    expect(error.code).toBe('payment_intent_unexpected_state');
  });
});
