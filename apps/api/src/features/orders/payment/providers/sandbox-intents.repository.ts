import type { Collection, Db, IndexDescription } from 'mongodb';
import { isDuplicateKeyError } from '../../../db/client';
import type { PaymentIntentView } from './types';

export const SANDBOX_INTENTS_COLLECTION = 'sandbox_intents';
export const SANDBOX_CLAIMS_COLLECTION = 'sandbox_intent_claims';

/** Unique so that two replicas racing on one idempotency key cannot both create an intent. */
export const sandboxIntentIndexes: IndexDescription[] = [
  { key: { idempotencyKey: 1 }, name: 'idempotencyKey_unique', unique: true },
];

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
type ClaimDoc =
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

const claimId = (kind: ClaimDoc['kind'], intentId: string) => `${kind}:${intentId}`;

/** The only code that touches the sandbox's collections. */
export class SandboxIntentStore {
  private readonly intents: Collection<SandboxIntentDoc>;
  private readonly claims: Collection<ClaimDoc>;

  constructor(db: Db) {
    this.intents = db.collection<SandboxIntentDoc>(SANDBOX_INTENTS_COLLECTION);
    this.claims = db.collection<ClaimDoc>(SANDBOX_CLAIMS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.intents.createIndexes(sandboxIntentIndexes);
  }

  /** False when the `_id` (or idempotency key) is already taken. */
  private async insertOnce<T extends { _id: string }>(
    collection: Collection<T>,
    doc: T,
  ): Promise<boolean> {
    try {
      await collection.insertOne(doc as Parameters<Collection<T>['insertOne']>[0]);
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  async insert(doc: SandboxIntentDoc): Promise<SandboxIntentDoc | null> {
    return (await this.insertOnce(this.intents, doc)) ? doc : null;
  }

  /**
   * The claims are the truth; the intent document is brought up to date after each claim but
   * a crash in between must not lose a payment, so reads apply the claims.
   */
  private async withClaims(doc: SandboxIntentDoc | null): Promise<SandboxIntentDoc | null> {
    if (!doc) return null;
    const ids = [claimId('settle', doc._id), claimId('refund', doc._id)];
    const merged = { ...doc };
    for (const claim of await this.claims.find({ _id: { $in: ids } }).toArray()) {
      if (claim.kind === 'settle') Object.assign(merged, { status: claim.status });
      else
        Object.assign(merged, {
          refunded: true,
          refundId: claim.refundId,
          refundIdempotencyKey: claim.idempotencyKey,
          refundAmount: claim.amount ?? doc.amount,
        });
    }
    // A decline recorded while another confirm succeeded is history, not the current error.
    if (merged.status !== 'requires_payment_method') merged.lastError = null;
    return merged;
  }

  async findById(id: string): Promise<SandboxIntentDoc | null> {
    return this.withClaims(await this.intents.findOne({ _id: id }));
  }

  async findByIdempotencyKey(key: string): Promise<SandboxIntentDoc | null> {
    return this.withClaims(await this.intents.findOne({ idempotencyKey: key }));
  }

  /** Settles an unpaid intent once and for all; null when it had already settled. */
  async settle(
    id: string,
    status: 'succeeded' | 'canceled',
    paymentMethod: SandboxPaymentMethod | null,
  ): Promise<SandboxIntentDoc | null> {
    const claim = { _id: claimId('settle', id), kind: 'settle' as const, status, at: new Date() };
    if (!(await this.insertOnce(this.claims, claim))) return null;
    const set: Partial<SandboxIntentDoc> = { status, updatedAt: claim.at };
    if (status === 'succeeded') Object.assign(set, { lastError: null, paymentMethod });
    await this.intents.updateOne({ _id: id }, { $set: set });
    return this.findById(id);
  }

  /** Records a declined attempt; the intent stays payable, as on Stripe. */
  async recordFailure(
    id: string,
    lastError: NonNullable<SandboxIntentDoc['lastError']>,
    paymentMethod: SandboxPaymentMethod,
  ): Promise<SandboxIntentDoc | null> {
    await this.intents.updateOne(
      { _id: id, status: 'requires_payment_method' },
      { $set: { lastError, paymentMethod, updatedAt: new Date() } },
    );
    return this.findById(id);
  }

  /** Refunds once per intent, of all or part; false when a refund was already claimed. */
  async claimRefund(
    id: string,
    refund: { refundId: string; idempotencyKey: string; amount: number },
  ): Promise<boolean> {
    const at = new Date();
    const claim = { _id: claimId('refund', id), kind: 'refund' as const, ...refund, at };
    if (!(await this.insertOnce(this.claims, claim))) return false;
    const { refundId, idempotencyKey, amount } = refund;
    await this.intents.updateOne(
      { _id: id },
      {
        $set: {
          refunded: true,
          refundId,
          refundIdempotencyKey: idempotencyKey,
          refundAmount: amount,
          updatedAt: at,
        },
      },
    );
    return true;
  }
}
