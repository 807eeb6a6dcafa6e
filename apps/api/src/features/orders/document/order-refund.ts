/**
 * The one refund an order may have after payment. Set by a conditional update (`refund` absent),
 * which decides between two administrators, or a refund and a completion; then the provider is
 * called with the key `order-refund:<id>` and the effects applied (refund/order-refunds.ts). A
 * `pending` refund is finished by whoever finds it: a retry, the `orders.refund-repair` job.
 */
export interface OrderRefund {
  /** Integer cents, at most what was paid. */
  amount: number;
  full: boolean;
  by: 'seller' | 'admin' | 'provider';
  /** The seller's or administrator's user id (a string: no document keeps ids deeper). */
  byUserId: string | null;
  note: string;
  state: 'pending' | 'done';
  providerRefundId: string | null;
  at: Date;
}
