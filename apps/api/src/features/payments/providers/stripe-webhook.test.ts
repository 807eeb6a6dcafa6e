import { describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { StripePaymentProvider } from './stripe';
import { eventText } from './stripe-json';
import { errorCodeForProviderError, PaymentProviderError } from './types';
import type { PaymentIntentView } from './types';

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

function refusal(run: () => unknown): PaymentProviderError {
  try {
    run();
  } catch (error) {
    if (error instanceof PaymentProviderError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('stripe provider: parseWebhook', () => {
  it("verifies an event signed with the SDK's generateTestHeaderString and returns its intent", () => {
    const { body, header } = signed(eventText('evt_1', 'payment_intent.succeeded', intent));
    expect(provider.parseWebhook(body, header)).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      intent,
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

  it('returns events about other objects with no intent', () => {
    const payload = JSON.stringify({
      id: 'evt_2',
      object: 'event',
      type: 'charge.refunded',
      data: { object: { object: 'charge', id: 'ch_1' } },
    });
    const { body, header } = signed(payload);
    expect(provider.parseWebhook(body, header)).toEqual({
      id: 'evt_2',
      type: 'charge.refunded',
      intent: null,
    });
  });
});
