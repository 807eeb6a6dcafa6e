import { describe, expect, it } from 'vitest';
import { orderMessages } from '@reride/shared';
import { balancedLedger, disputedOrder, paidOrder } from '../../../../test/fixtures/orders';
import {
  PaymentProviderError,
  type PaymentProvider,
  type SandboxPaymentProvider,
} from '../payment/providers';

/**
 * The provider fails the first refund of an order (a Stripe 500): the order keeps its claimed,
 * pending refund, and the next press of the same button finishes it, once.
 */
function refundFailsOnce(sandbox: SandboxPaymentProvider): PaymentProvider {
  let failed = false;
  const provider = Object.create(sandbox) as SandboxPaymentProvider;
  provider.refund = (input) => {
    if (failed) return sandbox.refund(input);
    failed = true;
    const error = new PaymentProviderError('api_error', 'api_error', 'An error occurred.');
    return Promise.reject(error);
  };
  return provider;
}

describe.each([
  ['sellerCancel', 'seller', paidOrder],
  ['refundDispute', 'admin', disputedOrder],
] as const)('%s when the provider fails the refund', (name, party, order) => {
  it('leaves the refund pending, and the next press finishes it once', async () => {
    const o = await order({ paymentProvider: refundFailsOnce });
    const first = await o.act(name, o[party]);
    expect(first.status).toBeGreaterThanOrEqual(500);
    expect(await o.doc()).toMatchObject({ status: 'refunded', refund: { state: 'pending' } });
    expect(await o.bike()).toMatchObject({ status: 'Sold' });

    const again = await o.act(name, o[party]).expect(409);
    expect((again.body as { message: string }).message).toBe(orderMessages.orders.alreadyRefunded);
    expect(await o.doc()).toMatchObject({ refunded: true, refund: { state: 'done' } });
    expect(await o.charge()).toMatchObject({ refunded: true, refundAmount: 45_000 });
    expect(await o.bike()).toMatchObject({ status: 'unsold' });
    expect(await balancedLedger(o.t.db, o)).toMatchObject({ kinds: ['refund', 'sale'] });
  });
});
