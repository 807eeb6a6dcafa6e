import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { startStripeFake } from '../../../../../test/fakes/stripe-fake';
import type { StripeFake } from '../../../../../test/fakes/stripe-fake';
import { withRefundsOfPart } from '../../../../../test/fakes/stripe-fake-refunds';
import { StripePaymentProvider } from './stripe';
import { errorCodeForProviderError } from './types';
import { rejection } from '../../../../../test/fixtures/provider-errors';

let fake: StripeFake;
let provider: StripePaymentProvider;
/** Plays the browser's part (Stripe.js confirming with a test PaymentMethod) against the fake. */
let browser: Stripe;
let keys = 0;

const nextKey = () => `refund-key-${(keys += 1)}`;

async function paidIntent(amount = 10_000): Promise<string> {
  const intent = await provider.createIntent({
    amount,
    currency: 'usd',
    metadata: { bookingId: '65f0c0ffee0000000000abcd' },
    idempotencyKey: nextKey(),
  });
  await browser.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
  return intent.id;
}

beforeAll(async () => {
  fake = withRefundsOfPart(await startStripeFake());
  provider = new StripePaymentProvider({
    secretKey: fake.secretKey,
    webhookSecret: 'whsec_local_fake_unused',
    apiBase: fake.apiBase,
  });
  browser = new Stripe(fake.secretKey, { ...fake.apiBase, maxNetworkRetries: 0 });
});
afterAll(() => fake.close());

describe('stripe provider (local Stripe fake): refunds of any amount', () => {
  it('sends the amount with the idempotency key and returns the refunded amount (fake)', async () => {
    const paymentIntentId = await paidIntent();
    const key = nextKey();
    const part = await provider.refund({ paymentIntentId, amount: 2_500, idempotencyKey: key });
    expect(part).toEqual({
      id: expect.stringMatching(/^re_fake_/) as string,
      status: 'succeeded',
      amount: 2_500,
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/refunds',
      params: { payment_intent: paymentIntentId, amount: '2500' },
      idempotencyKey: key,
    });
  });

  it('refunds all without an amount, sending none (fake)', async () => {
    const paymentIntentId = await paidIntent(4_200);
    const all = await provider.refund({ paymentIntentId, idempotencyKey: nextKey() });
    expect(all.amount).toBe(4_200);
    expect(fake.requests.at(-1)?.params).toEqual({ payment_intent: paymentIntentId });
  });

  it('refuses too much (amount_too_large, VALIDATION_FAILED) (fake)', async () => {
    const paymentIntentId = await paidIntent();
    const error = await rejection(
      provider.refund({ paymentIntentId, amount: 10_001, idempotencyKey: nextKey() }),
    );
    expect(error).toMatchObject({ type: 'invalid_request_error', code: 'amount_too_large' });
    expect(errorCodeForProviderError(error)).toBe('VALIDATION_FAILED');
  });

  it('refuses a non-integer amount without calling Stripe', async () => {
    const paymentIntentId = await paidIntent();
    const sent = fake.requests.length;
    const error = await rejection(
      provider.refund({ paymentIntentId, amount: 19.99, idempotencyKey: nextKey() }),
    );
    expect(error.code).toBe('parameter_invalid_integer');
    expect(fake.requests.length).toBe(sent);
  });

  it('returns the same refund twice under the same key, and refuses it with another amount (fake)', async () => {
    const paymentIntentId = await paidIntent();
    const key = nextKey();
    const first = await provider.refund({ paymentIntentId, amount: 2_500, idempotencyKey: key });
    const again = await provider.refund({ paymentIntentId, amount: 2_500, idempotencyKey: key });
    expect(again).toEqual(first);
    const refunds = [...fake.state.refunds.values()].filter(
      (r) => r.payment_intent === paymentIntentId,
    );
    expect(refunds).toHaveLength(1);
    const changed = await rejection(
      provider.refund({ paymentIntentId, amount: 3_000, idempotencyKey: key }),
    );
    expect(changed.type).toBe('idempotency_error');
  });

  it('under another key: refused after a whole refund; after one of part Stripe takes the rest (fake)', async () => {
    const whole = await paidIntent();
    await provider.refund({ paymentIntentId: whole, idempotencyKey: nextKey() });
    const twice = await rejection(
      provider.refund({ paymentIntentId: whole, idempotencyKey: nextKey() }),
    );
    expect(twice.code).toBe('charge_already_refunded');
    expect(errorCodeForProviderError(twice)).toBe('CONFLICT');

    // Unlike the sandbox (one refund per intent), Stripe refunds part after part.
    const parted = await paidIntent();
    await provider.refund({ paymentIntentId: parted, amount: 2_500, idempotencyKey: nextKey() });
    const rest = await provider.refund({ paymentIntentId: parted, idempotencyKey: nextKey() });
    expect(rest.amount).toBe(7_500);
  });
});
