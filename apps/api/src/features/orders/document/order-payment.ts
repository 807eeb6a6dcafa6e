/** The payment part of an order document (docs/domain.md#payments, #money). */
export interface OrderPayment {
  paid: boolean;
  transactionId: string | null;
  /** The open payment intent, reused while it is payable so a buyer is never charged twice. */
  intentId: string | null;
  /** Paid, but the bike went to another buyer: the payment was given back. */
  refunded: boolean;
  refundId: string | null;
  /** When the payment was recorded: the auto-completion period runs from here. */
  paidAt?: Date;
  /** The platform's fee in percent, fixed when the payment was recorded. */
  feePercent?: number;
  /**
   * Set with every transition that moves money (payment, completion, refund) and cleared once
   * the seller's ledger holds the entries the order's state implies; the `earnings.ledger-repair`
   * job finishes any left set by a crash or a failed subscriber.
   */
  ledgerDue?: Date;
}
