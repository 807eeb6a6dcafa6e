import type { OrderActor, OrderEventKind } from '@reride/shared';

/**
 * One entry of an order's timeline, one per transition. Written with `$push`/`$addToSet` in the
 * same update as the transition, so the timeline never disagrees with the status.
 */
export interface OrderTimelineEntry {
  kind: OrderEventKind;
  at: Date;
  by: OrderActor;
  note?: string;
}
