import type { Db } from 'mongodb';
import {
  SandboxPaymentProvider,
  type SandboxOptions,
} from '../src/features/payments/providers/sandbox';
import {
  SANDBOX_CLAIMS_COLLECTION,
  SANDBOX_INTENTS_COLLECTION,
} from '../src/features/payments/providers/sandbox-store';

/** The sandbox provider's own tests: an empty store and a new provider before each test. */
export async function freshSandbox(db: Db, options?: SandboxOptions) {
  await db.collection(SANDBOX_INTENTS_COLLECTION).deleteMany({});
  await db.collection(SANDBOX_CLAIMS_COLLECTION).deleteMany({});
  return new SandboxPaymentProvider(db, options);
}

/** An intent for one booking, as the payments flow asks for it. */
export const intentInput = (amount: number, idempotencyKey = 'booking-1') => ({
  amount,
  currency: 'usd',
  metadata: { bookingId: '65f0c0ffee0000000000abcd' },
  idempotencyKey,
});
