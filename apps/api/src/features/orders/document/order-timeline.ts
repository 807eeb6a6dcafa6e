import type { OrderActor, OrderDecision, OrderEventKind } from '@reride/shared';

/**
 * One entry of an order's timeline, one per transition. Written with `$push`/`$addToSet` in the
 * same update as the transition, so the timeline never disagrees with the status.
 */
export interface OrderTimelineEntry {
  kind: OrderEventKind;
  at: Date;
  by: OrderActor;
  note?: string;
  /**
   * What a step that settled the money decided (who it favoured, what went back of what was
   * paid); absent on other steps and on steps stored before it was kept (order-view.ts reads
   * those from the order's refund).
   */
  decision?: OrderDecision;
}
