import type { Clock } from '../../core/clock';
import { AppError } from '../../core/app-error';
import type { Caller } from '../../core/caller';
import type { Page } from '../../core/keyset-page';
import {
  type AdminOrdersQuery,
  type AnswerDisputeBody,
  type CloseDisputeBody,
  type DisputesQuery,
  type OpenDisputeBody,
  type Order,
  type OrderActionResult,
  type OrderNoteBody,
  type OrderSummary,
  type RefundDisputeBody,
  type SetMeetingBody,
  orderMessages,
} from '@reride/shared';
import type { UsersApi } from '../users/users.feature';
import type { BikeStatesRepository } from '../bikes/bike-states.repository';
import type {
  BookingRecord,
  BookingsRepository,
  OrderEventRecord,
  Transition,
} from './orders.repository';
import type { OrderRefunds } from './refund/order-refunds';
import { toOrder, toSummary, type Viewer } from './order-view';
import { decisionOn } from './order-decision';
import { conflict, stateRefusal } from './order-refusals';
import type { HandoverCodes } from './handover/handover-codes';

export interface OrdersServiceDeps {
  /** Its transitions publish `order.recorded`: the seller's ledger follows (features/earnings). */
  bookings: BookingsRepository;
  bikes: Pick<BikeStatesRepository, 'findState'>;
  refunds: OrderRefunds;
  clock: Clock;
  /** Whether a party is still on ReRide: the order page links only a live one's profile. */
  people: Pick<UsersApi, 'isLive'>;
  /** The buyer's handover code, issued once a meeting time is set (handover/handover-codes.ts). */
  handover: Pick<HandoverCodes, 'ensure'>;
}

const notFound = () => new AppError('NOT_FOUND', orderMessages.orders.notFound);

/**
 * The order after payment (docs/domain.md#orders): the parties' actions and the administrator's
 * decisions. Each is one conditional update from the status it expects, so of two racing
 * transitions exactly one applies; the loser answers 409 and changes nothing.
 */
export function createOrdersService(deps: OrdersServiceDeps) {
  const { bookings, bikes, refunds, clock } = deps;

  async function load(id: string): Promise<BookingRecord> {
    const record = await bookings.findById(id);
    if (!record) throw notFound();
    return record;
  }

  /** The order as one of its parties; anyone else's answers as unknown. */
  async function asParty(caller: Caller, id: string, party: 'buyer' | 'seller') {
    const record = await load(id);
    const own = party === 'buyer' ? record.buyerId : record.sellerId;
    if (own !== caller._id) throw notFound();
    return record;
  }

  /** The caller's part in the order, or not found. */
  function viewerOf(caller: Caller, record: BookingRecord): Viewer {
    if (record.buyerId === caller._id) return 'buyer';
    if (record.sellerId === caller._id) return 'seller';
    if (caller.userType === 'Admin') return 'admin';
    throw notFound();
  }

  /** Applies `t`, or says why the order's present state refuses it. */
  async function apply(record: BookingRecord, t: Transition, refusal?: () => AppError | null) {
    if (await bookings.transition(record.id, t)) return;
    const now = await load(record.id);
    throw refusal?.() ?? stateRefusal(now);
  }

  type Step = OrderEventRecord;
  const event = (kind: Step['kind'], by: Step['by'], note = '', decision?: Step['decision']) => ({
    kind,
    at: clock(),
    by,
    ...(note ? { note } : {}),
    ...(decision ? { decision } : {}),
  });

  const done = (status: OrderActionResult['status'], refunded?: number): OrderActionResult => ({
    acknowledged: true,
    status,
    ...(refunded === undefined ? {} : { refunded }),
  });

  return {
    async get(caller: Caller, id: string): Promise<Order> {
      const found = await load(id);
      const viewer = viewerOf(caller, found);
      // Only the buyer's page shows the code, so only their visit issues one still missing.
      const record = viewer === 'buyer' ? await deps.handover.ensure(found) : found;
      const [bike, buyerLive, sellerLive] = await Promise.all([
        bikes.findState(record.bikeId),
        deps.people.isLive(record.buyerId),
        deps.people.isLive(record.sellerId),
      ]);
      return toOrder(record, viewer, bike, { buyer: buyerLive, seller: sellerLive });
    },

    async listAll(query: AdminOrdersQuery): Promise<Page<OrderSummary>> {
      const { status, ...page } = query;
      const found = await bookings.listAll(status, page);
      return { items: found.items.map(toSummary), nextCursor: found.nextCursor };
    },

    async listDisputes(query: DisputesQuery): Promise<Page<OrderSummary>> {
      const { state, ...page } = query;
      const found = await bookings.listDisputes(state, page);
      return { items: found.items.map(toSummary), nextCursor: found.nextCursor };
    },

    /** Either party records the agreed handover time of a paid order. */
    async setMeeting(caller: Caller, id: string, body: SetMeetingBody) {
      const record = await load(id);
      const viewer = viewerOf(caller, record);
      if (viewer === 'admin') throw notFound();
      const at = new Date(body.at);
      if (at.getTime() <= clock().getTime()) {
        throw new AppError('VALIDATION_FAILED', orderMessages.orders.meetingInPast, [
          { path: 'at', message: orderMessages.orders.meetingInPast },
        ]);
      }
      await apply(record, {
        from: 'paid',
        set: { meetingAt: at },
        events: [event('meeting_set', viewer, body.at)],
      });
      await deps.handover.ensure(await load(record.id));
      return done('paid');
    },

    /** The buyer asks the seller to cancel a paid order (once). */
    async requestCancel(caller: Caller, id: string, body: OrderNoteBody) {
      const record = await asParty(caller, id, 'buyer');
      const at = clock();
      await apply(
        record,
        {
          from: 'paid',
          where: { cancelRequest: { $exists: false } },
          set: { cancelRequest: { state: 'open', reason: body.reason, requestedAt: at } },
          events: [event('cancel_requested', 'buyer', body.reason)],
        },
        () => (record.cancelRequest ? conflict(orderMessages.orders.cancelRequestOpen) : null),
      );
      return done('paid');
    },

    /** The seller keeps the order: the buyer's request is refused. */
    async refuseCancel(caller: Caller, id: string, body: OrderNoteBody) {
      const record = await asParty(caller, id, 'seller');
      const request = record.cancelRequest;
      if (request?.state !== 'open') throw conflict(orderMessages.orders.noCancelRequest);
      await apply(
        record,
        {
          from: 'paid',
          where: { 'cancelRequest.state': 'open' },
          set: { cancelRequest: { ...request, state: 'refused', decidedAt: clock() } },
          events: [event('cancel_refused', 'seller', body.reason)],
        },
        () => conflict(orderMessages.orders.noCancelRequest),
      );
      return done('paid');
    },

    /**
     * The seller cancels a paid order before handover, or accepts the buyer's request: the buyer
     * is refunded in full and the bike goes back on sale.
     */
    async sellerCancel(caller: Caller, id: string, body: OrderNoteBody) {
      const record = await asParty(caller, id, 'seller');
      // The next press finishes a refund that a crash or the provider left half done (a pending
      // refund, or a done one whose ledger entry was not written yet).
      if (record.refund) await refunds.finish(record.id);
      // A refund of part made at the provider (charge.refunded) took the order's one refund.
      if (record.status === 'paid' && record.refund) {
        throw conflict(orderMessages.orders.alreadyRefunded);
      }
      const { cents } = refunds.amountOf(record);
      const at = clock();
      const request = record.cancelRequest;
      const accepting = request?.state === 'open';
      await apply(record, {
        from: 'paid',
        where: {
          refund: { $exists: false },
          ...(accepting ? { 'cancelRequest.state': 'open' } : {}),
        },
        set: {
          status: 'refunded',
          ...(accepting ? { cancelRequest: { ...request, state: 'accepted', decidedAt: at } } : {}),
          refund: {
            amount: cents,
            full: true,
            by: 'seller',
            byUserId: caller._id,
            note: body.reason,
            state: 'pending',
            providerRefundId: null,
            at,
          },
        },
        events: [
          event(
            accepting ? 'cancel_accepted' : 'cancelled_after_payment',
            'seller',
            body.reason,
            decisionOn(record, 'buyer', cents),
          ),
        ],
      });
      await refunds.finish(record.id);
      return done('refunded', record.price);
    },

    /** The buyer disputes a paid order before it completes; it then waits for an administrator. */
    async openDispute(caller: Caller, id: string, body: OpenDisputeBody) {
      const record = await asParty(caller, id, 'buyer');
      if (record.dispute) throw conflict(orderMessages.orders.disputeAlreadyOpened);
      await apply(record, {
        from: 'paid',
        set: {
          status: 'disputed',
          dispute: { state: 'open', reason: body.reason, text: body.text, openedAt: clock() },
        },
        events: [event('dispute_opened', 'buyer', body.text)],
      });
      return done('disputed');
    },

    /** The seller's side of the story, once. */
    async answerDispute(caller: Caller, id: string, body: AnswerDisputeBody) {
      const record = await asParty(caller, id, 'seller');
      const dispute = record.dispute;
      if (!dispute || dispute.state !== 'open') throw conflict(orderMessages.orders.noOpenDispute);
      await apply(record, {
        from: 'disputed',
        where: { 'dispute.sellerResponse': { $exists: false } },
        set: { dispute: { ...dispute, sellerResponse: body.text, respondedAt: clock() } },
        events: [event('dispute_answered', 'seller', body.text)],
      });
      return done('disputed');
    },

    /**
     * An administrator decides for the buyer. A full refund puts the bike back on sale; a part
     * refund completes the order with the rest for the seller. Of two administrators pressing at
     * once one refunds; a refund a crash left unfinished is finished by the next press.
     */
    async refundDispute(caller: Caller, id: string, body: RefundDisputeBody) {
      const record = await load(id);
      const { cents, full } = refunds.amountOf(record, body.amount);
      const dispute = record.dispute;
      const at = clock();
      const note = body.note;
      const decided = {
        from: 'disputed' as const,
        where: { refund: { $exists: false }, 'dispute.state': 'open' },
        set: {
          status: full ? ('refunded' as const) : ('completed' as const),
          ...(full ? {} : { completedAt: at, ledgerDue: at }),
          ...(dispute
            ? {
                dispute: {
                  ...dispute,
                  state: 'refunded' as const,
                  resolvedAt: at,
                  resolution: note,
                },
              }
            : {}),
          refund: {
            amount: cents,
            full,
            by: 'admin' as const,
            byUserId: caller._id,
            note,
            state: 'pending' as const,
            providerRefundId: null,
            at,
          },
        },
        events: [
          // One step states the decision, its money and the administrator's note.
          event('dispute_refunded', 'admin', note, decisionOn(record, 'buyer', cents)),
          ...(full ? [] : [event('completed', 'admin')]),
        ],
      };
      if (!(await bookings.transition(record.id, decided))) {
        const now = await load(record.id);
        if (now.refund) await refunds.finish(now.id);
        if (now.status !== 'disputed') throw stateRefusal(now);
        throw conflict(
          now.refund ? orderMessages.orders.alreadyRefunded : orderMessages.orders.noOpenDispute,
        );
      }
      await refunds.finish(record.id);
      return done(full ? 'refunded' : 'completed', cents / 100);
    },

    /** An administrator decides for the seller: the order completes and the money is theirs. */
    async closeDispute(caller: Caller, id: string, body: CloseDisputeBody) {
      const record = await load(id);
      const dispute = record.dispute;
      const at = clock();
      await apply(record, {
        from: 'disputed',
        where: { 'dispute.state': 'open' },
        set: {
          status: 'completed',
          completedAt: at,
          ledgerDue: at,
          ...(dispute
            ? { dispute: { ...dispute, state: 'closed', resolvedAt: at, resolution: body.note } }
            : {}),
        },
        events: [
          event('dispute_closed', 'admin', body.note, decisionOn(record, 'seller', 0)),
          event('completed', 'admin'),
        ],
      });
      return done('completed');
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
