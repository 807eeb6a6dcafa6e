import type { Clock } from '../../../core/clock';
import type { BookingRecord, BookingsRepository } from '../orders.repository';

/** The part of the process settings the order's timed transitions read. */
export interface OrderTimerSettings {
  BOOKING_EXPIRY_HOURS: number;
  ORDER_AUTO_COMPLETE_DAYS: number;
}

/** Bounded work per sweep: a backlog is worked off over the next sweeps. */
const BATCH = 200;
const HOUR_MS = 3_600_000;

/**
 * The deadline the order's next timed transition keeps, as the buyer reads it: an open booking's
 * payment deadline, a paid order's completion (which also ends the window for a dispute). The
 * sweep below applies the same two durations.
 */
export function dealDeadlines(
  booking: Pick<BookingRecord, 'status' | 'createdAt' | 'paidAt'>,
  settings: OrderTimerSettings,
): { payBy?: string; completesBy?: string } {
  const after = (from: Date, ms: number) => new Date(from.getTime() + ms).toISOString();
  if (booking.status === 'booked') {
    return { payBy: after(booking.createdAt, settings.BOOKING_EXPIRY_HOURS * HOUR_MS) };
  }
  if (booking.status === 'paid' && booking.paidAt) {
    return { completesBy: after(booking.paidAt, settings.ORDER_AUTO_COMPLETE_DAYS * 24 * HOUR_MS) };
  }
  return {};
}

/**
 * The order's timed transitions (docs/domain.md#orders): an unpaid booking expires, a paid
 * order completes by itself (the `orders.timers` job). Safe with several API processes on one
 * database: expiry is the same unique end claim a cancellation or a payment makes, completion a
 * conditional update.
 */
export function createOrderTimers(deps: {
  /** Its completions publish `order.recorded`: the seller's ledger follows (features/earnings). */
  bookings: BookingsRepository;
  clock: Clock;
  settings: OrderTimerSettings;
}) {
  const { bookings, clock, settings } = deps;
  const expiryMs = settings.BOOKING_EXPIRY_HOURS * HOUR_MS;

  /**
   * Expires the booking unless it ended otherwise first. Whichever end holds is applied again:
   * one interrupted after its claim (a crash) is finished here and leaves the candidates.
   */
  async function expire(id: string, at: Date) {
    const claim = await bookings.claimEnd(id, 'expired', at);
    if (claim.outcome !== 'paid') {
      const reason = claim.reason === undefined ? {} : { reason: claim.reason };
      await bookings.applyEnd(id, { as: claim.outcome, at: claim.at, ...reason });
    }
    return claim;
  }

  return {
    /** For a payment about to start: an open booking past its time expires now. */
    async expireIfDue(booking: BookingRecord): Promise<boolean> {
      const now = clock();
      if (booking.paid || booking.endedAs) return false;
      if (now.getTime() - booking.createdAt.getTime() < expiryMs) return false;
      return (await expire(booking.id, now)).outcome === 'expired';
    },

    async sweep(): Promise<{ expired: number; completed: number }> {
      const now = clock();
      let expired = 0;
      let completed = 0;
      const stale = await bookings.findOpenBefore(new Date(now.getTime() - expiryMs), BATCH);
      for (const id of stale) if ((await expire(id, now)).claimedNow) expired += 1;
      const completeBefore = new Date(
        now.getTime() - settings.ORDER_AUTO_COMPLETE_DAYS * 24 * HOUR_MS,
      );
      for (const id of await bookings.findUncompletedPaidBefore(completeBefore, BATCH)) {
        if (await bookings.markCompleted(id, now, 'system')) completed += 1;
      }
      return { expired, completed };
    },
  };
}

export type OrderTimers = ReturnType<typeof createOrderTimers>;
