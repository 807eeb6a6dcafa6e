import { randomBytes } from 'node:crypto';
import type { StripeFake } from './stripe-fake';
import { stripeError } from './stripe-fake-state';
import type { FakeResponse, FormParams } from './stripe-fake-state';

/**
 * Refunds of part for the local Stripe FAKE (stripe-fake.ts), whose own `createRefund` refunds
 * the whole intent once and ignores `amount`. Installed on one fake's state, it follows Stripe's
 * rules as documented: `amount` (integer cents) defaults to what is left of the charge, further
 * refunds of part are taken until the charge is fully refunded, then `charge_already_refunded`;
 * more than what is left is refused. It is still not Stripe, and tests using it say "fake".
 */
export function withRefundsOfPart(fake: StripeFake): StripeFake {
  const { state } = fake;
  state.createRefund = (params: FormParams): FakeResponse => {
    const intentId = typeof params.payment_intent === 'string' ? params.payment_intent : '';
    const intent = state.intents.get(intentId);
    if (!intent) {
      return stripeError(404, {
        code: 'resource_missing',
        param: 'payment_intent',
        message: `No such payment_intent: '${intentId}'`,
      });
    }
    if (intent.status !== 'succeeded') {
      return stripeError(400, {
        code: 'payment_intent_unexpected_state',
        message: 'This PaymentIntent does not have a successful charge to refund.',
      });
    }
    const refunded = [...state.refunds.values()]
      .filter((r) => r.payment_intent === intentId)
      .reduce((sum, r) => sum + r.amount, 0);
    const left = intent.amount - refunded;
    if (left <= 0) {
      return stripeError(400, {
        code: 'charge_already_refunded',
        message: `Charge for ${intentId} has already been refunded.`,
      });
    }
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (!Number.isInteger(amount) || amount <= 0) {
      return stripeError(400, {
        code: 'parameter_invalid_integer',
        param: 'amount',
        message: 'Invalid positive integer',
      });
    }
    if (amount > left) {
      return stripeError(400, {
        code: 'amount_too_large',
        param: 'amount',
        message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left}).`,
      });
    }
    const refund = {
      id: `re_fake_${randomBytes(10).toString('hex')}`,
      payment_intent: intentId,
      amount,
    };
    state.refunds.set(refund.id, refund);
    return {
      status: 200,
      body: { ...refund, object: 'refund', currency: intent.currency, status: 'succeeded' },
    };
  };
  return fake;
}
