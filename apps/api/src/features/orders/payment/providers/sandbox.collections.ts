import { defineCollection } from '../../../../core/collection-spec';
import type { PaymentIntentView } from './types';

export interface SandboxPaymentMethod {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  billingDetails: { name: string; email: string };
}

/** One sandbox PaymentIntent. Kept in MongoDB so it outlives a restart and is shared by replicas. */
export interface SandboxIntentDoc {
  _id: string;
  clientSecret: string;
  amount: number;
  currency: string;
  status: PaymentIntentView['status'];
  metadata: Record<string, string>;
  idempotencyKey: string;
  lastError: NonNullable<PaymentIntentView['lastError']> | null;
  paymentMethod: SandboxPaymentMethod | null;
  /** True once a refund, of all or part, was made: the sandbox allows one per intent. */
  refunded: boolean;
  refundId: string | null;
  refundIdempotencyKey: string | null;
  /** Cents the refund gave back; optional because documents written before it lack it. */
  refundAmount?: number | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The once-only facts about an intent: that it settled (succeeded or canceled) and that it was
 * refunded. Each is a document whose `_id` names the fact, so the first insert wins everywhere.
 *
 * Why not `findOneAndUpdate` with the status in the filter: not every engine we run on makes a
 * conditional update atomic under concurrency (FerretDB, our first embedded engine, let 137
 * extra winners through in 20 rounds of 20), while a unique `_id` insert is enforced by every
 * storage engine (docs/decisions/002-claim-documents-for-races.md).
 */
export type ClaimDoc =
  | { _id: string; kind: 'settle'; status: 'succeeded' | 'canceled'; at: Date }
  | {
      _id: string;
      kind: 'refund';
      refundId: string;
      idempotencyKey: string;
      /** Absent on claims made before refunds of part: those refunded the whole amount. */
      amount?: number;
      at: Date;
    };

export const sandboxIntents = defineCollection<SandboxIntentDoc>('sandbox_intents', [
  // Unique so that two replicas racing on one idempotency key cannot both create an intent.
  { key: { idempotencyKey: 1 }, name: 'idempotencyKey_unique', unique: true },
]);
export const sandboxClaims = defineCollection<ClaimDoc>('sandbox_intent_claims', []);
