import {
  formatPrice,
  offerAmountRefusal,
  type MakeOfferBody,
  type MakeOfferResponse,
  type Offer,
  type OfferLimits,
  type OfferResult,
  conversationMessages,
  offerMessages,
  orderMessages,
} from '@reride/shared';
import { AppError } from '../../core/app-error';
import type { Caller } from '../../core/caller';
import type { Clock } from '../../core/clock';
import type { Page, PageQuery } from '../../core/keyset-page';
import type { BikeStatesRepository } from '../bikes/bike-states.repository';
import type { OrdersApi } from '../orders/orders.feature';
import type { BlocksRepository } from './blocks.repository';
import { assertWritable, otherParticipant, standingOf } from './conversation-standing';
import type { ConversationRecord, ConversationsRepository } from './conversations.repository';
import { listingRefusal } from '../bikes/listing-state';
import { offMarket, onTable, type OfferLapses, type OfferParty } from './offer-lapses';
import { toOffer, turnOf } from './offer-view';
import type { Closing, OfferRecord, OffersRepository } from './offers.repository';

/** The part of the process settings offers read. */
export interface OfferSettings {
  OFFER_TTL_HOURS: number;
}

export interface OffersServiceDeps {
  repo: OffersRepository;
  lapses: OfferLapses;
  conversations: Pick<ConversationsRepository, 'findFor' | 'append'>;
  blocks: Pick<BlocksRepository, 'between'>;
  bikes: Pick<BikeStatesRepository, 'findState' | 'findStates'>;
  /** The orders feature's: a buyer's order of a bike, where orders stand. */
  bookings: Pick<OrdersApi, 'findByBikeAndBuyer' | 'findStatuses'>;
  /** Makes the accepted offer's order (features/orders). */
  createOrder: OrdersApi['createAgreed'];
  clock: Clock;
  settings: OfferSettings;
}

const HOUR_MS = 3_600_000;
/** Work per sweep; a backlog is worked off over the next sweeps. */
const SWEEP_BATCH = 200;
/** An acceptance younger than this may still be making its order in its own request. */
const REPAIR_AFTER_MS = 60_000;

const notFound = () => new AppError('NOT_FOUND', offerMessages.notFound);
const conflict = (message: string) => new AppError('CONFLICT', message);

function amountRefusal(amount: number, limits: OfferLimits): AppError | null {
  const message = offerAmountRefusal(amount, limits);
  return message ? new AppError('VALIDATION_FAILED', message, [{ path: 'amount', message }]) : null;
}

/** What a decided offer answers to any further answer. */
const DECIDED: Record<Closing['state'], string> = {
  accepted: offerMessages.alreadyAccepted,
  declined: offerMessages.alreadyDeclined,
  expired: offerMessages.expired,
  ended: offerMessages.ended,
};

/** Why an offer in this state refuses an answer from `party`. */
function stateRefusal(o: OfferRecord, party: OfferParty): AppError {
  if (o.state !== 'open' && o.state !== 'countered') return conflict(DECIDED[o.state]);
  return conflict(turnOf(o) === party ? offerMessages.expired : offerMessages.notYourTurn);
}

/**
 * Offers inside a conversation (docs/domain.md#offers). Only the conversation's two participants
 * see or answer an offer; anyone else gets 404. Every step is one conditional update from the
 * state it expects, so of two racing answers exactly one applies.
 */
export function createOffersService(deps: OffersServiceDeps) {
  const { repo, lapses, conversations, blocks, bikes, bookings, clock } = deps;
  const ttlMs = deps.settings.OFFER_TTL_HOURS * HOUR_MS;

  const partyOf = (o: { buyerId: string }, caller: Caller): OfferParty =>
    o.buyerId === caller._id ? 'buyer' : 'seller';

  /** Offers are made and answered only where messages can be written (not blocked, not closed). */
  async function standing(caller: Caller, c: ConversationRecord) {
    return standingOf(c, await blocks.between(caller._id, otherParticipant(c, caller._id)));
  }

  /** The views of these offers for the caller, each settled first (lazy expiry). */
  async function views(
    caller: Caller,
    c: ConversationRecord,
    records: OfferRecord[],
  ): Promise<Offer[]> {
    if (records.length === 0) return [];
    const bike = await bikes.findState(c.bikeId);
    const settled = await Promise.all(records.map((o) => lapses.settle(o, bike)));
    const orderIds = settled.flatMap((o) => (o.orderId && !o.orderDue ? [o.orderId] : []));
    const statuses = await bookings.findStatuses(orderIds);
    const canWrite = (await standing(caller, c)).state === 'open';
    return settled.map((o) =>
      toOffer(o, {
        role: partyOf(c, caller),
        bike,
        writable: canWrite,
        orderStatus: o.orderId ? statuses.get(o.orderId) : undefined,
      }),
    );
  }

  /** The offer as one of its parties, settled, with its conversation and bike. */
  async function forAnswer(caller: Caller, id: string, party?: OfferParty) {
    const found = await repo.findById(id);
    if (!found || (found.buyerId !== caller._id && found.sellerId !== caller._id)) throw notFound();
    const c = await conversations.findFor(found.conversationId, caller._id);
    if (!c) throw notFound();
    const role = partyOf(found, caller);
    if (party && role !== party) throw notFound();
    const bike = await bikes.findState(found.bikeId);
    const o = await lapses.settle(found, bike);
    // An offer whose bike is gone has just ended, so `bike` is there past this line.
    if (turnOf(o) !== role || !bike) throw stateRefusal(o, role);
    assertWritable(await standing(caller, c));
    return { o, role, bike };
  }

  /** After a lost conditional update: why, from the offer as it is now. */
  async function refusalNow(id: string, party: OfferParty): Promise<AppError> {
    const now = await repo.findById(id);
    return now ? stateRefusal(now, party) : notFound();
  }

  /**
   * Makes the accepted offer's order. A refusal (the bike sold meanwhile, the buyer booked it
   * at its price) ends the offer: no order can come of it.
   */
  async function finishOrder(o: OfferRecord): Promise<string> {
    if (!o.orderId || o.agreedPrice === undefined) throw new Error(`Offer ${o.id} has no order`);
    try {
      const orderId = await deps.createOrder({
        id: o.orderId,
        offerId: o.id,
        bikeId: o.bikeId,
        buyer: { _id: o.buyerId, name: o.buyerName, email: o.buyerEmail },
        phone: o.phone,
        location: o.location,
        price: o.agreedPrice,
        at: o.decidedAt ?? clock(),
      });
      await repo.clearOrderDue(o.id);
      return orderId;
    } catch (error) {
      // Any refusal of the booking rules is final for this offer; other failures are retried.
      if (error instanceof AppError && (await repo.endAccepted(o.id, clock()))) {
        await lapses.tell(o, 'ended', ['buyer', 'seller']);
      }
      throw error;
    }
  }

  return {
    /** The conversation's buyer offers less than the asking price. */
    async make(
      caller: Caller,
      conversationId: string,
      body: MakeOfferBody,
    ): Promise<MakeOfferResponse> {
      const c = await conversations.findFor(conversationId, caller._id);
      if (!c) throw new AppError('NOT_FOUND', conversationMessages.conversations.notFound);
      if (c.buyerId !== caller._id) throw new AppError('FORBIDDEN', offerMessages.buyerOnly);
      assertWritable(await standing(caller, c));
      const bike = await bikes.findState(c.bikeId);
      if (!bike || offMarket(bike)) {
        throw conflict(
          bike?.status === 'Sold'
            ? orderMessages.bookings.bikeSold
            : conversationMessages.conversations.bikeUnavailable,
        );
      }
      const paused = listingRefusal(bike);
      if (paused) throw conflict(paused);
      const refusal = amountRefusal(body.amount, { asking: bike.resalePrice });
      if (refusal) throw refusal;
      if (await bookings.findByBikeAndBuyer(bike.id, caller._id)) {
        throw conflict(offerMessages.alreadyOrdered);
      }
      // A lapsed offer still holding the slot is closed first, so it never blocks a new one.
      const current = await repo.findOpen(bike.id, caller._id);
      if (current) await lapses.settle(current, bike);
      const at = clock();
      const offer = await repo.insert({
        conversationId: c.id,
        bikeId: bike.id,
        buyerId: caller._id,
        sellerId: c.sellerId,
        amount: body.amount,
        bikeName: bike.name,
        buyerName: caller.name,
        buyerEmail: caller.email,
        phone: body.phone,
        location: body.location,
        expiresAt: new Date(at.getTime() + ttlMs),
        createdAt: at,
      });
      if (!offer) throw conflict(offerMessages.alreadyOpen);
      // A crash before this line leaves the offer without its line in the thread; it still
      // shows in GET /conversations/:id/offers and can be answered there.
      const messageId = await conversations.append(c.id, {
        senderId: caller._id,
        senderName: caller.name,
        from: 'buyer',
        text: offerMessages.madeText(formatPrice(body.amount)),
        at,
        offerId: offer.id,
      });
      await lapses.tell(offer, 'made', ['seller']);
      return { acknowledged: true, offerId: offer.id, messageId };
    },

    async list(caller: Caller, conversationId: string, query: PageQuery): Promise<Page<Offer>> {
      const c = await conversations.findFor(conversationId, caller._id);
      if (!c) throw new AppError('NOT_FOUND', conversationMessages.conversations.notFound);
      const page = await repo.listForConversation(c.id, query);
      return { items: await views(caller, c, page.items), nextCursor: page.nextCursor };
    },

    /** The cards of a page of messages: each offer by id, as the caller sees it now. */
    async cards(caller: Caller, c: ConversationRecord, ids: string[]): Promise<Map<string, Offer>> {
      const found = await repo.findMany([...new Set(ids)]);
      const own = found.filter((o) => o.conversationId === c.id);
      return new Map((await views(caller, c, own)).map((view) => [view._id, view]));
    },

    /**
     * The seller accepts the offer, or the buyer the counter: the order is made at the agreed
     * price, read from the stored offer.
     */
    async accept(caller: Caller, id: string): Promise<OfferResult> {
      const { o, role, bike } = await forAnswer(caller, id);
      const price = onTable(o);
      if (price >= bike.resalePrice) throw conflict(offerMessages.askingNowLower);
      if (await bookings.findByBikeAndBuyer(o.bikeId, o.buyerId)) {
        throw conflict(offerMessages.alreadyOrdered);
      }
      const at = clock();
      const orderId = repo.newId();
      const closing = { state: 'accepted' as const, at, agreedPrice: price, orderId };
      if (!(await repo.close(o.id, o.state, closing, { deadline: 'inTime' }))) {
        throw await refusalNow(o.id, role);
      }
      const accepted = {
        ...o,
        state: 'accepted' as const,
        agreedPrice: price,
        orderId,
        decidedAt: at,
      };
      await finishOrder({ ...accepted, orderDue: at });
      await lapses.tell(accepted, 'accepted', [role === 'seller' ? 'buyer' : 'seller']);
      return { acknowledged: true, state: 'accepted', orderId };
    },

    /** The seller declines the offer, or the buyer the counter. */
    async decline(caller: Caller, id: string): Promise<OfferResult> {
      const { o, role } = await forAnswer(caller, id);
      const closing = { state: 'declined' as const, at: clock() };
      if (!(await repo.close(o.id, o.state, closing, { deadline: 'inTime' }))) {
        throw await refusalNow(o.id, role);
      }
      await lapses.tell({ ...o, state: 'declined' }, 'declined', [
        role === 'seller' ? 'buyer' : 'seller',
      ]);
      return { acknowledged: true, state: 'declined' };
    },

    /** The seller answers once with an amount between the buyer's offer and the asking price. */
    async counter(caller: Caller, id: string, amount: number): Promise<OfferResult> {
      const { o, bike } = await forAnswer(caller, id, 'seller');
      const refusal = amountRefusal(amount, { asking: bike.resalePrice, above: o.amount });
      if (refusal) throw refusal;
      const at = clock();
      if (!(await repo.counter(o.id, amount, at, new Date(at.getTime() + ttlMs)))) {
        throw await refusalNow(o.id, 'seller');
      }
      await lapses.tell({ ...o, state: 'countered', counterAmount: amount }, 'countered', [
        'buyer',
      ]);
      return { acknowledged: true, state: 'countered' };
    },

    /**
     * The `offers.lapse` job: lapsed offers expire (or end, their bike gone) and acceptances a
     * crash interrupted get their order.
     */
    async sweep(): Promise<void> {
      const now = clock();
      const lapsed = await repo.findLapsed(now, SWEEP_BATCH);
      const states = await bikes.findStates(lapsed.map((o) => o.bikeId));
      for (const o of lapsed) await lapses.settle(o, states.get(o.bikeId));
      const before = new Date(now.getTime() - REPAIR_AFTER_MS);
      for (const o of await repo.findOrderDue(before, SWEEP_BATCH)) {
        await finishOrder(o).catch((error: unknown) => {
          if (!(error instanceof AppError)) throw error;
        });
      }
    },
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
