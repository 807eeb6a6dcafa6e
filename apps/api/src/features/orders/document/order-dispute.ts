/** A buyer's dispute after payment; a disputed order never completes by itself. */
export interface OrderDispute {
  state: 'open' | 'refunded' | 'closed';
  reason: 'not_as_described' | 'seller_no_show' | 'other';
  text: string;
  openedAt: Date;
  sellerResponse?: string;
  respondedAt?: Date;
  resolvedAt?: Date;
  resolution?: string;
}
