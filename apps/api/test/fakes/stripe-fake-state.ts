import { randomBytes } from 'node:crypto';

/**
 * The state and rules behind the local Stripe FAKE (see stripe-fake.ts): just enough of
 * PaymentIntents and Refunds to exercise our provider through the real SDK. Not Stripe.
 */

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormParams = Record<string, FormValue>;

export interface FakeResponse {
  status: number;
  body: Record<string, unknown>;
}

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  client_secret: string;
  metadata: Record<string, string>;
  payment_method: string | null;
  payment_method_types: string[];
  last_payment_error: Record<string, unknown> | null;
  created: number;
  livemode: false;
}

const id = (prefix: string) => `${prefix}_fake_${randomBytes(10).toString('hex')}`;

export function stripeError(status: number, error: Record<string, unknown>): FakeResponse {
  return { status, body: { error: { type: 'invalid_request_error', ...error } } };
}

const text = (value: FormValue | undefined) => (typeof value === 'string' ? value : '');
const ok = (body: object): FakeResponse => ({ status: 200, body: { ...body } });

/** Stripe's test PaymentMethods this fake knows, and the card error each one causes. */
const TEST_PAYMENT_METHODS: Record<
  string,
  { code: string; decline_code: string; message: string } | null
> = {
  pm_card_visa: null,
  pm_card_chargeDeclined: {
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};

function asStringRecord(value: FormValue | undefined): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

export class FakeStripeState {
  readonly intents = new Map<string, FakeIntent>();
  readonly refunds = new Map<string, { id: string; payment_intent: string; amount: number }>();

  private missing(kind: string, key: string): FakeResponse {
    return stripeError(404, {
      code: 'resource_missing',
      param: 'id',
      message: `No such ${kind}: '${key}'`,
    });
  }

  private unexpected(intent: FakeIntent, action: string): FakeResponse {
    const message = `You cannot ${action} this PaymentIntent because it has a status of ${intent.status}.`;
    return stripeError(400, {
      code: 'payment_intent_unexpected_state',
      message,
      payment_intent: intent,
    });
  }

  createIntent(params: FormParams): FakeResponse {
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 50) {
      return stripeError(400, {
        code: 'amount_too_small',
        param: 'amount',
        message: 'Amount must be at least 50 cents.',
      });
    }
    if (typeof params.currency !== 'string') {
      return stripeError(400, {
        code: 'parameter_missing',
        param: 'currency',
        message: 'Missing required param: currency.',
      });
    }
    const intentId = id('pi');
    const types = params.payment_method_types;
    const intent: FakeIntent = {
      id: intentId,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: params.currency,
      status: 'requires_payment_method',
      client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
      metadata: asStringRecord(params.metadata),
      payment_method: null,
      payment_method_types: Array.isArray(types) ? types.map(String) : ['card'],
      last_payment_error: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    this.intents.set(intentId, intent);
    return ok(intent);
  }

  getIntent(intentId: string): FakeResponse {
    const intent = this.intents.get(intentId);
    return intent ? ok(intent) : this.missing('payment_intent', intentId);
  }

  confirmIntent(intentId: string, params: FormParams): FakeResponse {
    const intent = this.intents.get(intentId);
    if (!intent) return this.missing('payment_intent', intentId);
    if (intent.status !== 'requires_payment_method') return this.unexpected(intent, 'confirm');
    const method = text(params.payment_method);
    const failure = TEST_PAYMENT_METHODS[method];
    if (failure === undefined) return this.missing('payment_method', method);
    intent.payment_method = method;
    if (failure) {
      intent.last_payment_error = { type: 'card_error', ...failure };
      return stripeError(402, { type: 'card_error', ...failure, payment_intent: { ...intent } });
    }
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      last_payment_error: null,
    });
    return ok(intent);
  }

  cancelIntent(intentId: string): FakeResponse {
    const intent = this.intents.get(intentId);
    if (!intent) return this.missing('payment_intent', intentId);
    if (intent.status !== 'requires_payment_method') return this.unexpected(intent, 'cancel');
    intent.status = 'canceled';
    return ok(intent);
  }

  createRefund(params: FormParams): FakeResponse {
    const intentId = text(params.payment_intent);
    const intent = this.intents.get(intentId);
    if (!intent) return this.missing('payment_intent', intentId);
    if (intent.status !== 'succeeded') {
      return stripeError(400, {
        code: 'payment_intent_unexpected_state',
        message: 'This PaymentIntent does not have a successful charge to refund.',
      });
    }
    if ([...this.refunds.values()].some((r) => r.payment_intent === intentId)) {
      return stripeError(400, {
        code: 'charge_already_refunded',
        message: `Charge for ${intentId} has already been refunded.`,
      });
    }
    const refund = { id: id('re'), payment_intent: intentId, amount: intent.amount };
    this.refunds.set(refund.id, refund);
    return ok({ ...refund, object: 'refund', currency: intent.currency, status: 'succeeded' });
  }
}
