import type { Db } from 'mongodb';
import { TEST_CARDS } from '@reride/shared';
import {
  SandboxPaymentProvider,
  type SandboxConfirmInput,
  type SandboxOptions,
} from '../src/features/orders/payment/providers/sandbox';
import {
  SANDBOX_CLAIMS_COLLECTION,
  SANDBOX_INTENTS_COLLECTION,
  SandboxIntentStore,
} from '../src/features/orders/payment/providers/sandbox-intents.repository';
import type { PaymentIntentView } from '../src/features/orders/payment/providers/types';

/** The sandbox provider's own tests: an empty store and a new provider before each test. */
export async function freshSandbox(db: Db, options?: SandboxOptions) {
  await db.collection(SANDBOX_INTENTS_COLLECTION).deleteMany({});
  await db.collection(SANDBOX_CLAIMS_COLLECTION).deleteMany({});
  return sandboxOn(db, options);
}

/** A sandbox provider on `db`'s sandbox collections (another replica, when called twice). */
export const sandboxOn = (db: Db, options?: SandboxOptions) =>
  new SandboxPaymentProvider(new SandboxIntentStore(db), options);

/** An intent for one booking, as the payments flow asks for it. */
export const intentInput = (amount: number, idempotencyKey = 'booking-1') => ({
  amount,
  currency: 'usd',
  metadata: { bookingId: '65f0c0ffee0000000000abcd' },
  idempotencyKey,
});

/** Confirms `intent` as the checkout form does, with a card that pays unless `card` changes it. */
export function confirmIntent(
  sandbox: SandboxPaymentProvider,
  intent: PaymentIntentView,
  card: Partial<SandboxConfirmInput['card']> = {},
  overrides: Partial<SandboxConfirmInput> = {},
) {
  return sandbox.confirm({
    intentId: intent.id,
    clientSecret: intent.clientSecret,
    card: { number: TEST_CARDS.success, expMonth: 12, expYear: 2099, cvc: '123', ...card },
    billingDetails: { name: 'Rae Rider', email: 'rae@example.com' },
    ...overrides,
  });
}
