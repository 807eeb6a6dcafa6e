import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@reride/shared';
import { SandboxPaymentProvider } from './sandbox';
import type { SandboxConfirmInput } from './sandbox';
import { SANDBOX_INTENTS_COLLECTION, SandboxIntentStore } from './sandbox-intents.repository';
import { errorCodeForProviderError, PaymentProviderError } from './types';
import type { PaymentIntentView } from './types';
import { useTestDb } from '../../../../../test/test-db';
import { confirmIntent, freshSandbox, intentInput } from '../../../../../test/sandbox';
import { rejection } from '../../../../../test/fixtures/provider-errors';

const db = useTestDb('sandbox_confirm');
let sandbox: SandboxPaymentProvider;
let intent: PaymentIntentView;

const confirmWith = (
  card: Partial<SandboxConfirmInput['card']>,
  overrides: Partial<SandboxConfirmInput> = {},
) => confirmIntent(sandbox, intent, { expYear: 2034, ...card }, overrides);

beforeEach(async () => {
  sandbox = await freshSandbox(db(), { now: () => new Date('2030-06-15T12:00:00Z') });
  intent = await sandbox.createIntent(intentInput(2_500_00));
});

describe('sandbox provider: confirm with test cards', () => {
  it('succeeds with 4242 4242 4242 4242 and stores only brand and last four digits', async () => {
    const paid = await confirmWith({ number: '4242 4242 4242 4242' });
    expect(paid).toMatchObject({ id: intent.id, status: 'succeeded', amount: 2_500_00 });
    expect(await sandbox.retrieveIntent(intent.id)).toEqual(paid);
    const stored = JSON.stringify(await db().collection(SANDBOX_INTENTS_COLLECTION).findOne({}));
    expect(stored).toContain('"last4":"4242"');
    expect(stored).not.toContain('4242424242424242');
    expect(stored).not.toContain('"cvc"');
  });

  it.each([
    [
      'declined',
      TEST_CARDS.declined,
      {},
      'card_declined',
      'generic_decline',
      'Your card was declined.',
    ],
    [
      'insufficient funds',
      TEST_CARDS.insufficientFunds,
      {},
      'card_declined',
      'insufficient_funds',
      'Your card has insufficient funds.',
    ],
    [
      'Luhn-invalid number',
      '4242424242424241',
      {},
      'incorrect_number',
      undefined,
      'Your card number is incorrect.',
    ],
    [
      'expired card',
      TEST_CARDS.success,
      { expYear: 2030, expMonth: 5 },
      'expired_card',
      undefined,
      'Your card has expired.',
    ],
    [
      'malformed CVC',
      TEST_CARDS.success,
      { cvc: '1' },
      'invalid_cvc',
      undefined,
      "Your card's security code is invalid.",
    ],
  ])(
    'fails the %s with a card_error and leaves the intent payable',
    async (_label, number, extra, code, declineCode, message) => {
      const error = await rejection(confirmWith({ number, ...extra }));
      expect(error).toMatchObject({ type: 'card_error', code, declineCode, message });
      expect(errorCodeForProviderError(error)).toBe('PAYMENT_FAILED');
      const after = await sandbox.retrieveIntent(intent.id);
      expect(after).toMatchObject({
        status: 'requires_payment_method',
        lastError: { code, message },
      });
      expect(error.intent).toEqual(after);
    },
  );

  it('succeeds after a decline with a good card and clears the last error', async () => {
    await rejection(confirmWith({ number: TEST_CARDS.declined }));
    const paid = await confirmWith({});
    expect(paid.status).toBe('succeeded');
    expect(paid.lastError).toBeUndefined();
  });

  it('refuses a wrong client secret and changes nothing', async () => {
    const error = await rejection(confirmWith({}, { clientSecret: `${intent.id}_secret_forged` }));
    expect(error).toMatchObject({
      type: 'invalid_request_error',
      code: 'payment_intent_invalid_parameter',
    });
    expect((await sandbox.retrieveIntent(intent.id))?.status).toBe('requires_payment_method');
  });

  it('refuses an unknown intent (NOT_FOUND)', async () => {
    const error = await rejection(confirmWith({}, { intentId: 'pi_sandbox_unknown' }));
    expect(errorCodeForProviderError(error)).toBe('NOT_FOUND');
  });

  it('refuses to confirm a succeeded intent again (payment_intent_unexpected_state)', async () => {
    await confirmWith({});
    const error = await rejection(confirmWith({}));
    expect(error.code).toBe('payment_intent_unexpected_state');
    expect(errorCodeForProviderError(error)).toBe('CONFLICT');
  });

  it('refuses to confirm a canceled intent', async () => {
    await sandbox.cancelIntent(intent.id);
    const error = await rejection(confirmWith({}));
    expect(error.code).toBe('payment_intent_unexpected_state');
    expect(error.message).toMatch(/canceled/);
  });

  it('lets exactly one of 20 concurrent confirms succeed, across two API replicas', async () => {
    const replica = new SandboxPaymentProvider(new SandboxIntentStore(db()), {
      now: () => new Date('2030-06-15T12:00:00Z'),
    });
    const confirms = Array.from({ length: 20 }, (_, i) =>
      (i % 2 ? replica : sandbox).confirm({
        intentId: intent.id,
        clientSecret: intent.clientSecret,
        card: { number: TEST_CARDS.success, expMonth: 12, expYear: 2034, cvc: '123' },
        billingDetails: { name: `Racer ${i}`, email: 'rae@example.com' },
      }),
    );
    const results = await Promise.allSettled(confirms);
    const lost = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const error of lost) {
      expect(error).toBeInstanceOf(PaymentProviderError);
      expect((error as PaymentProviderError).code).toBe('payment_intent_unexpected_state');
    }
    expect((await sandbox.retrieveIntent(intent.id))?.status).toBe('succeeded');
  });

  it('lets a cancel and a confirm race with exactly one winner', async () => {
    const [confirmed, canceled] = await Promise.allSettled([
      confirmWith({}),
      sandbox.cancelIntent(intent.id),
    ]);
    expect([confirmed.status, canceled.status].filter((s) => s === 'fulfilled')).toHaveLength(1);
    const final = await sandbox.retrieveIntent(intent.id);
    expect(final?.status).toBe(confirmed.status === 'fulfilled' ? 'succeeded' : 'canceled');
  });
});
