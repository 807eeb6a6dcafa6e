import type { Collection, Db } from 'mongodb';
import { isDuplicateKeyError } from '../../../../db/client';
import { collection } from '../../../../db/collections';
import {
  sandboxClaims,
  sandboxIntents,
  type ClaimDoc,
  type SandboxIntentDoc,
  type SandboxPaymentMethod,
} from './sandbox.collections';

export const SANDBOX_INTENTS_COLLECTION = sandboxIntents.name;
export const SANDBOX_CLAIMS_COLLECTION = sandboxClaims.name;

const claimId = (kind: ClaimDoc['kind'], intentId: string) => `${kind}:${intentId}`;

/** The only code that touches the sandbox's collections. */
export class SandboxIntentStore {
  private readonly intents: Collection<SandboxIntentDoc>;
  private readonly claims: Collection<ClaimDoc>;

  constructor(db: Db) {
    this.intents = collection(db, sandboxIntents);
    this.claims = collection(db, sandboxClaims);
  }

  async ensureIndexes(): Promise<void> {
    // The provider also runs alone (its own tests), not only after start-up's ensureIndexes.
    for (const { key, ...options } of sandboxIntents.indexes) {
      await this.intents.createIndex(key, options);
    }
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
