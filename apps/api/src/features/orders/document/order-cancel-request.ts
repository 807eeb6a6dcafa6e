/** The buyer's request to cancel after payment, and the seller's answer (docs/domain.md#orders). */
export interface OrderCancelRequest {
  state: 'open' | 'refused' | 'accepted';
  reason: string;
  requestedAt: Date;
  decidedAt?: Date;
}
