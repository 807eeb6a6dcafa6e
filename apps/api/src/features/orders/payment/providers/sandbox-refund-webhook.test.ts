import { beforeEach, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { SandboxPaymentProvider } from './sandbox';
import { SandboxIntentStore } from './sandbox-intents.repository';
import { toStripeIntentJson } from './stripe-json';
import { errorCodeForProviderError, PaymentProviderError } from './types';
import type { PaymentIntentView } from './types';
import { useTestDb } from '../../../../../test/test-db';
import { confirmIntent, freshSandbox, intentInput } from '../../../../../test/sandbox';
import { rejection } from '../../../../../test/fixtures/provider-errors';
import { sandboxIntentDoc } from '../../../../../test/fixtures/bookings';

const SECRET = 'whsec_sandbox_test';
const db = useTestDb('sandbox_refund');
let sandbox: SandboxPaymentProvider;
let intent: PaymentIntentView;

const pay = () => confirmIntent(sandbox, intent);

beforeEach(async () => {
  sandbox = await freshSandbox(db(), { webhookSecret: SECRET });
  intent = await sandbox.createIntent(intentInput(9_999));
});

describe('sandbox provider: refund', () => {
  it('refunds a succeeded intent and marks it refunded', async () => {
    await pay();
    const refund = await sandbox.refund({ paymentIntentId: intent.id, idempotencyKey: 'refund-1' });
    expect(refund).toEqual({
      id: expect.stringMatching(/^re_sandbox_/) as string,
      status: 'succeeded',
      amount: 9_999,
    });
    const stored = await sandboxIntentDoc(db(), intent.id);
    expect(stored).toMatchObject({
      refunded: true,
      refundId: refund.id,
      refundAmount: 9_999,
      status: 'succeeded',
    });
  });

  it('returns the same refund for the same key, also when 10 requests race', async () => {
    await pay();
    const refunds = await Promise.all(
      Array.from({ length: 10 }, () =>
        sandbox.refund({ paymentIntentId: intent.id, idempotencyKey: 'refund-1' }),
      ),
    );
    expect(new Set(refunds.map((r) => r.id)).size).toBe(1);
    const again = await sandbox.refund({ paymentIntentId: intent.id, idempotencyKey: 'refund-1' });
    expect(again.id).toBe(refunds[0]!.id);
  });

  it('refuses a second refund under another key (charge_already_refunded)', async () => {
    await pay();
    await sandbox.refund({ paymentIntentId: intent.id, idempotencyKey: 'refund-1' });
    const error = await rejection(
      sandbox.refund({ paymentIntentId: intent.id, idempotencyKey: 'refund-2' }),
    );
    expect(error.code).toBe('charge_already_refunded');
    expect(errorCodeForProviderError(error)).toBe('CONFLICT');
  });

  it('refuses to refund an unpaid or unknown intent', async () => {
    const unpaid = await rejection(
      sandbox.refund({ paymentIntentId: intent.id, idempotencyKey: 'r' }),
    );
    expect(unpaid.code).toBe('payment_intent_unexpected_state');
    const unknown = await rejection(
      sandbox.refund({ paymentIntentId: 'pi_sandbox_x', idempotencyKey: 'r' }),
    );
    expect(errorCodeForProviderError(unknown)).toBe('NOT_FOUND');
  });
});

describe('sandbox provider: parseWebhook', () => {
  it('verifies its own signed event and returns the intent', async () => {
    const paid = await pay();
    const { payload, header } = sandbox.signedEvent('payment_intent.succeeded', paid);
    const event = sandbox.parseWebhook(Buffer.from(payload), header);
    expect(event.type).toBe('payment_intent.succeeded');
    expect(event.id).toMatch(/^evt_sandbox_/);
    expect(event.intent).toEqual(paid);
  });

  it("accepts an event signed with the Stripe SDK's test header helper and the sandbox secret", () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: toStripeIntentJson({ ...intent, status: 'succeeded' }) },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    expect(sandbox.parseWebhook(Buffer.from(payload), header).intent?.status).toBe('succeeded');
  });

  it('refuses a tampered body', async () => {
    const { payload, header } = sandbox.signedEvent('payment_intent.succeeded', await pay());
    const tampered = Buffer.from(payload.replace('9999', '1'));
    expect(() => sandbox.parseWebhook(tampered, header)).toThrow(/signature/i);
  });

  it('refuses a missing header and another secret', () => {
    const { payload } = sandbox.signedEvent('payment_intent.succeeded', intent);
    expect(() => sandbox.parseWebhook(Buffer.from(payload), undefined)).toThrow(
      PaymentProviderError,
    );
    const other = new SandboxPaymentProvider(new SandboxIntentStore(db()), {
      webhookSecret: 'whsec_other',
    });
    const forged = other.signedEvent('payment_intent.succeeded', {
      ...intent,
      status: 'succeeded',
    });
    expect(() => sandbox.parseWebhook(Buffer.from(forged.payload), forged.header)).toThrow(
      PaymentProviderError,
    );
  });

  it('draws a random webhook secret when none is configured, so no default can forge events', () => {
    const a = new SandboxPaymentProvider(new SandboxIntentStore(db()));
    const b = new SandboxPaymentProvider(new SandboxIntentStore(db()));
    expect(a.webhookSecret).not.toBe(b.webhookSecret);
    const { payload, header } = a.signedEvent('payment_intent.succeeded', intent);
    expect(() => b.parseWebhook(Buffer.from(payload), header)).toThrow(PaymentProviderError);
  });
});
