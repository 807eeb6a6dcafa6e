import { z } from 'zod';
import {
  BookingStatusSchema,
  DECLINE_REASON_MAX,
  DISPUTE_TEXT_MAX,
  DisputeReasonSchema,
  DisputeSchema,
  OrderRefundSchema,
  OrderStateFields,
} from './bookings';
import {
  DateTextSchema,
  IsoDateTimeSchema,
  ListQuerySchema,
  ObjectIdSchema,
  PartyRoleSchema,
  namedWithList,
} from './common';

/**
 * The order after payment (docs/domain.md#orders): the parties' actions, the administrator's
 * decisions and the order page. A booking is the order; its id is the order's id.
 */

/** Who did something to an order; `system` is the clock (expiry, completion). */
export const ORDER_ACTORS = ['buyer', 'seller', 'admin', 'system', 'provider'] as const;
export const OrderActorSchema = z.enum(ORDER_ACTORS);
export type OrderActor = z.infer<typeof OrderActorSchema>;

/** The timeline's entries, one per transition or recorded fact. */
export const ORDER_EVENT_KINDS = [
  'booked',
  'paid',
  'cancelled',
  'declined',
  'expired',
  'meeting_set',
  'cancel_requested',
  'cancel_refused',
  'cancel_accepted',
  'cancelled_after_payment',
  'dispute_opened',
  'dispute_answered',
  'dispute_refunded',
  'dispute_closed',
  'refunded',
  'completed',
] as const;
export const OrderEventKindSchema = z.enum(ORDER_EVENT_KINDS);
export type OrderEventKind = z.infer<typeof OrderEventKindSchema>;

/**
 * What a step that settles the order's money decided (docs/domain.md#decisions), stored with the
 * step so every place that words it (timeline, order page, bell, email, ledger) reads the same
 * facts: whose side it took, what went back to the buyer of what they paid.
 */
export const OrderDecisionSchema = z.object({
  favours: PartyRoleSchema,
  /** Cents given back to the buyer in all, this step's refund included; 0 if none. */
  refundedCents: z.number().int().nonnegative(),
  /** Cents the buyer paid. */
  paidCents: z.number().int().nonnegative(),
});
export type OrderDecision = z.infer<typeof OrderDecisionSchema>;

export const OrderEventSchema = z.object({
  kind: OrderEventKindSchema,
  at: IsoDateTimeSchema,
  by: OrderActorSchema,
  /** A reason, an answer, a note to both sides or the meeting time, as the actor gave it. */
  note: z.string().optional(),
  decision: OrderDecisionSchema.optional(),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;

/**
 * One step as its words need it, away from its order (a ledger entry's cause): the event's facts
 * and the order's price in dollars.
 */
export const OrderStepSchema = OrderEventSchema.omit({ at: true }).extend({
  price: z.number().nonnegative(),
});
export type OrderStep = z.infer<typeof OrderStepSchema>;

/** What the caller may do to the order now; the server decides, the web shows these buttons. */
export const ORDER_ACTIONS = [
  'pay',
  'cancel',
  'decline',
  'set_meeting',
  'confirm_handover',
  'enter_handover_code',
  'request_cancel',
  'seller_cancel',
  'refuse_cancel',
  'open_dispute',
  'answer_dispute',
  'refund',
  'close_dispute',
] as const;
export const OrderActionSchema = z.enum(ORDER_ACTIONS);
export type OrderAction = z.infer<typeof OrderActionSchema>;

/** The handover code: six digits (docs/domain.md#handover-code). */
export const HANDOVER_CODE_LENGTH = 6;
const HANDOVER_CODE_PATTERN = /^\d{6}$/;

/** POST /bookings/:id/handover-code (the order's seller): the code the buyer shows them. */
export const EnterHandoverCodeBodySchema = z
  .object({
    code: z.string().trim().regex(HANDOVER_CODE_PATTERN, 'Enter the six digits of the code'),
  })
  .strict();
export type EnterHandoverCodeBody = z.infer<typeof EnterHandoverCodeBodySchema>;

/** What every view of an order names: the bike as booked, its price in dollars, when. */
const OrderHeadFields = {
  _id: ObjectIdSchema,
  bike: z.string(),
  bikeId: ObjectIdSchema,
  img: z.string(),
  price: z.number(),
  createdAt: IsoDateTimeSchema,
};

/** GET /orders/:id: the order page, for its buyer, its seller or an administrator. */
export const OrderSchema = z
  .object({
    ...OrderStateFields,
    ...OrderHeadFields,
    viewer: z.enum(['buyer', 'seller', 'admin']),
    bookedOn: DateTextSchema,
    /** The meeting place the buyer asked for. */
    location: z.string(),
    /**
     * The buyer's name and email; their phone reaches the seller only once paid. `profileId`,
     * on either party, links their public profile while they are on ReRide (not removed).
     */
    buyer: z.object({
      name: z.string(),
      email: z.string(),
      phone: z.string().optional(),
      profileId: ObjectIdSchema.optional(),
    }),
    /**
     * The seller's name; their phone and email reach the buyer only once paid
     * (docs/domain.md#contact-privacy). The seller and administrators see every field.
     */
    seller: z.object({
      name: z.string(),
      email: z.string().optional(),
      phone: z.string().optional(),
      profileId: ObjectIdSchema.optional(),
    }),
    /**
     * The handover code, to the order's buyer only, once it is paid and a meeting time is set
     * (docs/domain.md#handover-code); the seller types it in to complete the order.
     */
    handoverCode: z.string().regex(HANDOVER_CODE_PATTERN).optional(),
    events: z.array(OrderEventSchema),
    actions: z.array(OrderActionSchema),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof OrderSchema>;

/** One row of the administrator's All orders and Disputes lists. */
export const [OrderSummarySchema, OrderSummaryListSchema] = namedWithList('OrderSummary', {
  ...OrderHeadFields,
  status: BookingStatusSchema,
  paidAt: IsoDateTimeSchema.optional(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  sellerEmail: z.string(),
  dispute: DisputeSchema.optional(),
  refund: OrderRefundSchema.optional(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

/** GET /orders (admin): every order, newest first, optionally in one state. */
export const AdminOrdersQuerySchema = ListQuerySchema.extend({
  status: BookingStatusSchema.optional(),
});
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuerySchema>;

/** GET /disputes (admin): open disputes (oldest first, so none waits) or decided ones. */
export const DisputesQuerySchema = ListQuerySchema.extend({
  state: z.enum(['open', 'decided']).default('open'),
});
export type DisputesQuery = z.infer<typeof DisputesQuerySchema>;

const NoteSchema = z.string().trim().max(DECLINE_REASON_MAX).default('');

/** POST /bookings/:id/meeting (buyer or seller of a paid order): the agreed handover time. */
export const SetMeetingBodySchema = z.object({ at: IsoDateTimeSchema }).strict();
export type SetMeetingBody = z.infer<typeof SetMeetingBodySchema>;

/** POST /bookings/:id/cancel-request (buyer), /seller-cancel and /cancel-request/refuse (seller). */
export const OrderNoteBodySchema = z.object({ reason: NoteSchema }).strict();
export type OrderNoteBody = z.infer<typeof OrderNoteBodySchema>;

/** POST /bookings/:id/dispute (buyer of a paid, uncompleted order). */
export const OpenDisputeBodySchema = z
  .object({
    reason: DisputeReasonSchema,
    text: z.string().trim().min(1).max(DISPUTE_TEXT_MAX),
  })
  .strict();
export type OpenDisputeBody = z.infer<typeof OpenDisputeBodySchema>;

/** POST /bookings/:id/dispute/answer (seller): their side of the story. */
export const AnswerDisputeBodySchema = z
  .object({ text: z.string().trim().min(1).max(DISPUTE_TEXT_MAX) })
  .strict();
export type AnswerDisputeBody = z.infer<typeof AnswerDisputeBodySchema>;

/**
 * POST /disputes/:id/refund (admin): the whole payment when `amount` is absent, else that many
 * dollars (at most what was paid). A full refund puts the bike back on sale.
 */
export const RefundDisputeBodySchema = z
  .object({
    amount: z
      .number()
      .positive()
      .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'At most two decimals')
      .optional(),
    note: NoteSchema,
  })
  .strict();
export type RefundDisputeBody = z.infer<typeof RefundDisputeBodySchema>;

/** POST /disputes/:id/close (admin): decided for the seller; the order completes. */
export const CloseDisputeBodySchema = z.object({ note: NoteSchema }).strict();
export type CloseDisputeBody = z.infer<typeof CloseDisputeBodySchema>;

/** The order's status after an action (and the refunded dollars, when money went back). */
export const OrderActionResultSchema = z.object({
  acknowledged: z.boolean(),
  status: BookingStatusSchema,
  refunded: z.number().nonnegative().optional(),
});
export type OrderActionResult = z.infer<typeof OrderActionResultSchema>;
