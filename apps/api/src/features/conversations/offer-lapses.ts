import type { OfferEvent } from '@reride/shared';
import type { Clock } from '../../core/clock';
import type { BikeState } from '../bikes/bike-states.repository';
import { soldAnyWay } from '../bikes/listing-state';
import type { Notifier } from '../notifications/notifier';
import type { OfferRecord, OffersRepository } from './offers.repository';

export type OfferParty = 'buyer' | 'seller';

/** The amount an offer stands at: agreed, else countered, else offered. */
export const onTable = (o: OfferRecord): number => o.agreedPrice ?? o.counterAmount ?? o.amount;

export const isOpen = (o: OfferRecord): boolean => o.state === 'open' || o.state === 'countered';

/**
 * A bike that can no longer be bought: sold (here or elsewhere), deleted, its seller removed, or
 * gone. A paused or expired listing is not: its offers stay open until their deadline
 * (docs/domain.md#listing-lifecycle), though no new one can be made or accepted meanwhile.
 */
export const offMarket = (bike: BikeState | null | undefined): boolean =>
  !bike || bike.deleted || bike.sellerRemoved || soldAnyWay(bike);

export interface OfferLapsesDeps {
  repo: Pick<OffersRepository, 'close' | 'findById' | 'findOpenOfBike'>;
  notifier: Pick<Notifier, 'publish'>;
  clock: Clock;
}

/**
 * How offers end without an answer (docs/domain.md#offers): they lapse past their deadline, and
 * end when their bike leaves the market. Applied lazily when an offer is read or acted on, by
 * the `offers.lapse` job, and at once when a sale is recorded (`bike.sold`); each close is a conditional
 * update, so whichever comes first tells the parties and the others change nothing.
 */
export function createOfferLapses(deps: OfferLapsesDeps) {
  const { repo, notifier, clock } = deps;

  /** Tells each of `to` the offer's step once (the key names it). */
  async function tell(o: OfferRecord, event: OfferEvent, to: OfferParty[]): Promise<void> {
    for (const party of to) {
      await notifier.publish(party === 'buyer' ? o.buyerId : o.sellerId, `offer:${o.id}:${event}`, {
        topic: 'offer',
        event,
        offerId: o.id,
        conversationId: o.conversationId,
        bikeName: o.bikeName,
        amount: onTable(o),
      });
    }
  }

  async function end(o: OfferRecord, at: Date): Promise<boolean> {
    if (!(await repo.close(o.id, 'either', { state: 'ended', at }, { deadline: 'any' }))) {
      return false;
    }
    // The seller sold or withdrew the bike: only the buyer learns something.
    await tell(o, 'ended', ['buyer']);
    return true;
  }

  return {
    tell,

    /**
     * The offer as it stands now: an open one whose bike is off the market ends, one past its
     * deadline expires (both sides are told). `bike` is the offer's bike as read now.
     */
    async settle(o: OfferRecord, bike: BikeState | null | undefined): Promise<OfferRecord> {
      if (!isOpen(o)) return o;
      const at = clock();
      let closed: boolean;
      if (offMarket(bike)) {
        closed = await end(o, at);
      } else if (o.expiresAt.getTime() <= at.getTime()) {
        closed = await repo.close(o.id, 'either', { state: 'expired', at }, { deadline: 'lapsed' });
        if (closed) await tell(o, 'expired', ['buyer', 'seller']);
      } else {
        return o;
      }
      if (closed) return { ...o, state: offMarket(bike) ? 'ended' : 'expired', decidedAt: at };
      return (await repo.findById(o.id)) ?? o;
    },

    /** A sale was recorded: every open offer on the bike ends now. */
    async endForBike(bikeId: string): Promise<void> {
      const at = clock();
      for (const o of await repo.findOpenOfBike(bikeId)) await end(o, at);
    },
  };
}

export type OfferLapses = ReturnType<typeof createOfferLapses>;
