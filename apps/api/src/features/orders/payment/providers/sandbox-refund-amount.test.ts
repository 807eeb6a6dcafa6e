import { beforeEach, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { SandboxPaymentProvider } from './sandbox';
import { SANDBOX_CLAIMS_COLLECTION, SandboxIntentStore } from './sandbox-intents.repository';
import { errorCodeForProviderError } from './types';
import type { PaymentIntentView } from './types';
import { useTestDb } from '../../../../../test/test-db';
import { confirmIntent, freshSandbox, intentInput } from '../../../../../test/sandbox';
import { rejection } from '../../../../../test/fixtures/provider-errors';
import { sandboxIntentDoc } from '../../../../../test/fixtures/bookings';

const SECRET = 'whsec_sandbox_refund_amount';
const db = useTestDb('sandbox_refund_amount');
let sandbox: SandboxPaymentProvider;
let intent: PaymentIntentView;

const pay = () => confirmIntent(sandbox, intent);
const claims = () => db().collection(SANDBOX_CLAIMS_COLLECTION);
const refund = (idempotencyKey: string, amount?: number) =>
  sandbox.refund({
    paymentIntentId: intent.id,
    idempotencyKey,
    ...(amount === undefined ? {} : { amount }),
  });

beforeEach(async () => {
  sandbox = await freshSandbox(db(), { webhookSecret: SECRET });
  intent = await sandbox.createIntent(intentInput(10_000));
  await pay();
});

describe('sandbox provider: refunds of any amount', () => {
  it('refunds part of the amount and stores it', async () => {
    const part = await refund('r1', 2_500);
    expect(part).toEqual({
      id: expect.stringMatching(/^re_sandbox_/) as string,
      status: 'succeeded',
      amount: 2_500,
    });
    const stored = await sandboxIntentDoc(db(), intent.id);
    expect(stored).toMatchObject({ refunded: true, refundId: part.id, refundAmount: 2_500 });
  });

  it('refunds all of it when the amount is the whole amount or absent', async () => {
    expect((await refund('r1', 10_000)).amount).toBe(10_000);
    intent = await sandbox.createIntent(intentInput(4_200, 'booking-2'));
    await pay();
    expect((await refund('r2')).amount).toBe(4_200);
  });

  it('refuses too much (amount_too_large) and a non-integer or non-positive amount', async () => {
    const tooMuch = await rejection(refund('r1', 10_001));
    expect(tooMuch).toMatchObject({ type: 'invalid_request_error', code: 'amount_too_large' });
    expect(errorCodeForProviderError(tooMuch)).toBe('VALIDATION_FAILED');
    for (const amount of [19.99, 0, -100]) {
      expect((await rejection(refund('r1', amount))).code).toBe('parameter_invalid_integer');
    }
    expect(await claims().countDocuments({ kind: 'refund' })).toBe(0);
    expect((await refund('r1', 10_000)).amount).toBe(10_000);
  });

  it('returns the same refund of part for the same key, also when 10 requests race', async () => {
    const refunds = await Promise.all(Array.from({ length: 10 }, () => refund('r1', 2_500)));
    expect(new Set(refunds.map((r) => r.id)).size).toBe(1);
    expect(refunds.every((r) => r.amount === 2_500)).toBe(true);
    expect(await refund('r1', 2_500)).toEqual(refunds[0]);
    expect(await claims().countDocuments({ kind: 'refund' })).toBe(1);
  });

  it('refuses the same key with another amount, as Stripe does (idempotency_error)', async () => {
    await refund('r1', 2_500);
    const error = await rejection(refund('r1', 3_000));
    expect(error.type).toBe('idempotency_error');
    expect(errorCodeForProviderError(error)).toBe('CONFLICT');
  });

  it('refuses a second refund under another key after a refund of part or of all', async () => {
    await refund('r1', 2_500);
    const afterPart = await rejection(refund('r2', 2_500));
    expect(afterPart.code).toBe('charge_already_refunded');
    expect(errorCodeForProviderError(afterPart)).toBe('CONFLICT');
    intent = await sandbox.createIntent(intentInput(4_200, 'booking-2'));
    await pay();
    await refund('r3');
    expect((await rejection(refund('r4'))).code).toBe('charge_already_refunded');
  });

  it('reads a refund claimed before amounts were stored as a refund of the whole amount', async () => {
    await claims().insertOne({
      _id: `refund:${intent.id}` as never,
      kind: 'refund',
      refundId: 're_sandbox_old',
      idempotencyKey: 'old-key',
      at: new Date(),
    });
    expect(await refund('old-key')).toEqual({
      id: 're_sandbox_old',
      status: 'succeeded',
      amount: 10_000,
    });
  });
});

describe('sandbox provider: charge.refunded webhooks', () => {
  it('parses its own signed charge.refunded event', async () => {
    const part = await refund('r1', 2_500);
    const { payload, header } = sandbox.signedChargeRefundedEvent(intent.id, 2_500, part.id);
    const event = sandbox.parseWebhook(Buffer.from(payload), header);
    expect(event).toEqual({
      id: expect.stringMatching(/^evt_sandbox_/) as string,
      type: 'charge.refunded',
      intent: null,
      refund: { paymentIntentId: intent.id, amountRefunded: 2_500, refundId: part.id },
    });
    const noList = sandbox.signedChargeRefundedEvent(intent.id, 10_000, null);
    expect(sandbox.parseWebhook(Buffer.from(noList.payload), noList.header).refund).toEqual({
      paymentIntentId: intent.id,
      amountRefunded: 10_000,
      refundId: null,
    });
  });

  it("accepts a Stripe-shaped charge.refunded signed with the Stripe SDK's test header helper", () => {
    const payload = JSON.stringify({
      id: 'evt_dashboard',
      object: 'event',
      type: 'charge.refunded',
      data: {
        object: {
          id: 'ch_1',
          object: 'charge',
          amount: 10_000,
          amount_refunded: 10_000,
          refunded: true,
          currency: 'usd',
          payment_intent: intent.id,
        },
      },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    expect(sandbox.parseWebhook(Buffer.from(payload), header).refund).toEqual({
      paymentIntentId: intent.id,
      amountRefunded: 10_000,
      refundId: null,
    });
  });

  it('refuses a tampered or foreign-signed charge.refunded event', () => {
    const { payload, header } = sandbox.signedChargeRefundedEvent(intent.id, 2_500, 're_1');
    const tampered = Buffer.from(payload.replace('2500', '10000'));
    expect(() => sandbox.parseWebhook(tampered, header)).toThrow(/signature/i);
    const other = new SandboxPaymentProvider(new SandboxIntentStore(db()), {
      webhookSecret: 'whsec_other',
    });
    const forged = other.signedChargeRefundedEvent(intent.id, 10_000, 're_1');
    expect(() => sandbox.parseWebhook(Buffer.from(forged.payload), forged.header)).toThrow(
      /signature/i,
    );
  });
});
