import { describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { StripePaymentProvider } from './stripe';
import { chargeRefundedEventText, eventText } from './stripe-json';
import { errorCodeForProviderError } from './types';
import type { PaymentIntentView } from './types';
import { refusal } from '../../../../../test/fixtures/provider-errors';

/** Webhook parsing is local to the SDK (no request is made), so no fake server is needed here. */
const WEBHOOK_SECRET = 'whsec_local_test';
const provider = new StripePaymentProvider({
  secretKey: 'sk_test_unused',
  webhookSecret: WEBHOOK_SECRET,
  apiBase: { host: '127.0.0.1', port: 1, protocol: 'http' },
});
const intent: PaymentIntentView = {
  id: 'pi_test_1',
  clientSecret: 'pi_test_1_secret_abc',
  amount: 7_500,
  currency: 'usd',
  status: 'succeeded',
  metadata: { bookingId: '65f0c0ffee0000000000abcd' },
};

function signed(payload: string, secret = WEBHOOK_SECRET) {
  return {
    body: Buffer.from(payload),
    header: Stripe.webhooks.generateTestHeaderString({ payload, secret }),
  };
}

describe('stripe provider: parseWebhook', () => {
  it("verifies an event signed with the SDK's generateTestHeaderString and returns its intent", () => {
    const { body, header } = signed(eventText('evt_1', 'payment_intent.succeeded', intent));
    expect(provider.parseWebhook(body, header)).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      intent,
      refund: null,
    });
  });

  it('refuses a tampered body (VALIDATION_FAILED)', () => {
    const { header } = signed(eventText('evt_1', 'payment_intent.succeeded', intent));
    const tampered = Buffer.from(
      eventText('evt_1', 'payment_intent.succeeded', { ...intent, amount: 1 }),
    );
    const error = refusal(() => provider.parseWebhook(tampered, header));
    expect(error.type).toBe('signature_error');
    expect(errorCodeForProviderError(error)).toBe('VALIDATION_FAILED');
  });

  it('refuses a missing header and a header signed with another secret', () => {
    const payload = eventText('evt_1', 'payment_intent.succeeded', intent);
    expect(refusal(() => provider.parseWebhook(Buffer.from(payload), undefined)).type).toBe(
      'signature_error',
    );
    const forged = signed(payload, 'whsec_attacker');
    expect(refusal(() => provider.parseWebhook(forged.body, forged.header)).type).toBe(
      'signature_error',
    );
  });

  it('refuses a signed event whose intent is malformed', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { object: 'payment_intent', id: 'pi_1', amount: '12' } },
    });
    const { body, header } = signed(payload);
    expect(refusal(() => provider.parseWebhook(body, header)).code).toBe('invalid_webhook_payload');
  });

  it('returns events about other objects with no intent and no refund', () => {
    const payload = JSON.stringify({
      id: 'evt_2',
      object: 'event',
      type: 'charge.succeeded',
      data: { object: { object: 'charge', id: 'ch_1' } },
    });
    const { body, header } = signed(payload);
    expect(provider.parseWebhook(body, header)).toEqual({
      id: 'evt_2',
      type: 'charge.succeeded',
      intent: null,
      refund: null,
    });
  });
});

/** A Charge as Stripe sends it in `charge.refunded` (API 2022-11-15 on: no `refunds` list). */
const charge = (extra: Record<string, unknown> = {}) => ({
  id: 'ch_3test',
  object: 'charge',
  amount: 7_500,
  amount_captured: 7_500,
  amount_refunded: 2_500,
  currency: 'usd',
  captured: true,
  paid: true,
  refunded: false,
  status: 'succeeded',
  payment_intent: 'pi_test_1',
  metadata: { bookingId: '65f0c0ffee0000000000abcd' },
  ...extra,
});
const chargeEvent = (object: unknown) =>
  JSON.stringify({
    id: 'evt_3',
    object: 'event',
    api_version: '2025-10-29.clover',
    type: 'charge.refunded',
    data: { object },
  });

describe('stripe provider: parseWebhook of charge.refunded', () => {
  it('returns the refund of a signed charge.refunded event (a refund of part, no refunds list)', () => {
    const { body, header } = signed(chargeEvent(charge()));
    expect(provider.parseWebhook(body, header)).toEqual({
      id: 'evt_3',
      type: 'charge.refunded',
      intent: null,
      refund: { paymentIntentId: 'pi_test_1', amountRefunded: 2_500, refundId: null },
    });
  });

  it('takes the newest refund of an expanded list and the id of an expanded intent', () => {
    const refunds = {
      object: 'list',
      data: [
        { id: 're_new', object: 'refund', amount: 5_000 },
        { id: 're_old', object: 'refund', amount: 2_500 },
      ],
      has_more: false,
    };
    const whole = charge({
      amount_refunded: 7_500,
      refunded: true,
      refunds,
      payment_intent: { id: 'pi_test_1', object: 'payment_intent' },
    });
    const { body, header } = signed(chargeEvent(whole));
    expect(provider.parseWebhook(body, header).refund).toEqual({
      paymentIntentId: 'pi_test_1',
      amountRefunded: 7_500,
      refundId: 're_new',
    });
  });

  it('reads the sandbox-shaped charge.refunded body alike', () => {
    const notice = { paymentIntentId: 'pi_test_1', amountRefunded: 7_500, refundId: 're_1' };
    const { body, header } = signed(chargeRefundedEventText('evt_4', notice));
    expect(provider.parseWebhook(body, header)).toMatchObject({ refund: notice, intent: null });
  });

  it('answers no refund for a charge made without a PaymentIntent', () => {
    const { body, header } = signed(chargeEvent(charge({ payment_intent: null })));
    expect(provider.parseWebhook(body, header).refund).toBeNull();
  });

  it('refuses a charge.refunded event whose charge is malformed, and a tampered one', () => {
    const bad = signed(chargeEvent(charge({ amount_refunded: '2500' })));
    expect(refusal(() => provider.parseWebhook(bad.body, bad.header)).code).toBe(
      'invalid_webhook_payload',
    );
    const { header } = signed(chargeEvent(charge()));
    const tampered = Buffer.from(chargeEvent(charge({ amount_refunded: 7_500 })));
    expect(refusal(() => provider.parseWebhook(tampered, header)).type).toBe('signature_error');
  });
});
