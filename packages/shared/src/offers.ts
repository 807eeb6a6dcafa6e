import { z } from 'zod';
import { CreateBookingBodySchema } from './bookings';
import {
  AcknowledgedSchema,
  AmountSchema,
  IsoDateTimeSchema,
  ObjectIdSchema,
  PartyRoleSchema,
  PriceSchema,
  namedWithList,
} from './common';
import { formatPrice } from './format';
import { offerMessages } from './messages';

/**
 * Offers inside a conversation (docs/domain.md#offers): the buyer offers less than the asking
 * price, the seller accepts, declines or counters once, the buyer answers a counter. An accepted
 * offer is an order at the agreed price.
 */

/** Where an answer or the clock moves an offer: a state, and the event its parties are told. */
const OFFER_OUTCOMES = ['countered', 'accepted', 'declined', 'expired', 'ended'] as const;

export const OFFER_STATES = ['open', ...OFFER_OUTCOMES] as const;
export const OfferStateSchema = z.enum(OFFER_STATES);
export type OfferState = z.infer<typeof OfferStateSchema>;

/** What a notification about an offer tells (docs/domain.md#notifications). */
export const OFFER_EVENTS = ['made', ...OFFER_OUTCOMES] as const;
export const OfferEventSchema = z.enum(OFFER_EVENTS);
export type OfferEvent = z.infer<typeof OfferEventSchema>;

/** The states that still wait for an answer: at most one per buyer and bike. */
export const OPEN_OFFER_STATES = ['open', 'countered'] as const satisfies readonly OfferState[];

/** What the caller may do with an offer now; the server decides (like an order's actions). */
export const OFFER_ACTIONS = ['accept', 'decline', 'counter', 'pay'] as const;
export const OfferActionSchema = z.enum(OFFER_ACTIONS);
export type OfferAction = z.infer<typeof OfferActionSchema>;

/** Bounds of a proposed amount besides the marketplace's own (PriceSchema). */
export interface OfferLimits {
  /** The bike's asking price now: an offer or a counter stays strictly below it. */
  asking: number;
  /** A counter's floor: strictly above the buyer's offer. */
  above?: number | undefined;
}

/** Why `amount` cannot be proposed within `limits`, or null when it can. */
export function offerAmountRefusal(amount: number, limits: OfferLimits): string | null {
  if (amount >= limits.asking) return offerMessages.belowAsking(formatPrice(limits.asking));
  if (limits.above !== undefined && amount <= limits.above) {
    return offerMessages.aboveOffer(formatPrice(limits.above));
  }
  return null;
}

/** A price (at least MIN_PRICE, two decimals) that also keeps within `limits`: the web's forms. */
export function offerAmountSchema(limits: OfferLimits) {
  return PriceSchema.superRefine((amount, ctx) => {
    const refusal = offerAmountRefusal(amount, limits);
    if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
  });
}

/**
 * POST /conversations/:id/offers (the conversation's buyer). Phone and meeting location are the
 * order's, as when booking: an accepted offer becomes the order without asking again.
 */
export const MakeOfferBodySchema = CreateBookingBodySchema.omit({ bikeId: true })
  .extend({ amount: PriceSchema })
  .strict();
export type MakeOfferBody = z.infer<typeof MakeOfferBodySchema>;

/** POST /offers/:id/counter (the seller). */
export const CounterOfferBodySchema = z.object({ amount: PriceSchema }).strict();
export type CounterOfferBody = z.infer<typeof CounterOfferBodySchema>;

export const [OfferSchema, OfferListSchema] = namedWithList('Offer', {
  _id: ObjectIdSchema,
  conversationId: ObjectIdSchema,
  bikeId: ObjectIdSchema,
  state: OfferStateSchema,
  /** The buyer's offer. */
  amount: AmountSchema,
  /** The seller's counter, once countered. */
  counterAmount: AmountSchema.optional(),
  /** The order's price, once accepted. */
  agreedPrice: AmountSchema.optional(),
  /** The caller's part: the buyer made the offer, the seller answers it. */
  role: PartyRoleSchema,
  actions: z.array(OfferActionSchema),
  /** When an open or countered offer lapses unanswered. */
  expiresAt: IsoDateTimeSchema,
  createdAt: IsoDateTimeSchema,
  /** When it was accepted, declined, expired or ended. */
  decidedAt: IsoDateTimeSchema.optional(),
  /** The order an accepted offer created. */
  orderId: ObjectIdSchema.optional(),
});
export type Offer = z.infer<typeof OfferSchema>;

export const MakeOfferResponseSchema = AcknowledgedSchema.extend({
  offerId: ObjectIdSchema,
  /** The conversation's message that shows the offer. */
  messageId: ObjectIdSchema,
});
export type MakeOfferResponse = z.infer<typeof MakeOfferResponseSchema>;

/** Accept, decline and counter: the offer's new state, and the order an acceptance created. */
export const OfferResultSchema = AcknowledgedSchema.extend({
  state: OfferStateSchema,
  orderId: ObjectIdSchema.optional(),
});
export type OfferResult = z.infer<typeof OfferResultSchema>;
