import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  HANDOVER_CODE_LENGTH,
  type EnterHandoverCodeBody,
  type OrderActionResult,
  orderMessages,
} from '@reride/shared';
import { AppError } from '../../../core/app-error';
import type { Caller } from '../../../core/caller';
import type { Clock } from '../../../core/clock';
import type { BookingRecord, BookingsRepository } from '../orders.repository';
import { stateRefusal } from '../order-refusals';
import type { HandoverCodesRepository } from './handover-codes.repository';

/** Wrong tries a window allows; the fifth locks the code (docs/domain.md#handover-code). */
export const HANDOVER_TRIES = 5;
export const HANDOVER_LOCK_MS = 15 * 60_000;

/** Six digits from the operating system's CSPRNG, leading zeros kept. */
export function newHandoverCode(): string {
  return String(randomInt(0, 10 ** HANDOVER_CODE_LENGTH)).padStart(HANDOVER_CODE_LENGTH, '0');
}

/** Compares in constant time, so the answer's timing tells nothing of the right digits. */
function sameCode(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

const { handover: texts } = orderMessages.orders;
const locked = () => new AppError('RATE_LIMITED', texts.locked);
const wrong = () =>
  new AppError('VALIDATION_FAILED', texts.wrongCode, [{ path: 'code', message: texts.wrongCode }]);

export interface HandoverCodesDeps {
  codes: HandoverCodesRepository;
  /** Its `markCompleted` publishes `order.recorded`, as for the buyer's confirmation. */
  bookings: Pick<BookingsRepository, 'findById' | 'markCompleted'>;
  clock: Clock;
}

/**
 * The handover code (docs/domain.md#handover-code): issued to the buyer once the order is paid
 * and a meeting time is set; the seller's right code completes the order as the buyer's "I
 * received the bike" does (the same conditional update from `paid`, so it completes once).
 */
export function createHandoverCodes(deps: HandoverCodesDeps) {
  const { codes, bookings, clock } = deps;

  const reload = async (record: BookingRecord) => (await bookings.findById(record.id)) ?? record;

  /** The order with its code, issued now if it is due and has none yet. */
  async function ensure(record: BookingRecord): Promise<BookingRecord> {
    if (record.status !== 'paid' || !record.meetingAt || record.handover) return record;
    await codes.issue(record.id, { code: newHandoverCode(), issuedAt: clock(), tries: 0 });
    return reload(record);
  }

  return {
    ensure,

    /** The order's seller enters the code the buyer shows them. */
    async enter(caller: Caller, id: string, body: EnterHandoverCodeBody) {
      const found = await bookings.findById(id);
      if (!found || found.sellerId !== caller._id) {
        throw new AppError('NOT_FOUND', orderMessages.orders.notFound);
      }
      if (found.status !== 'paid') throw stateRefusal(found);
      if (!found.meetingAt) throw new AppError('CONFLICT', texts.noCode);
      const record = await ensure(found);
      const code = record.handover?.code;
      if (!code) throw stateRefusal(record);
      const now = clock();
      const taken = await codes.takeTry(id, now, HANDOVER_TRIES, new Date(+now + HANDOVER_LOCK_MS));
      if (!taken) {
        const current = await reload(record);
        throw current.status === 'paid' ? locked() : stateRefusal(current);
      }
      if (!sameCode(code, body.code)) throw taken === 'last' ? locked() : wrong();
      if (!(await bookings.markCompleted(id, clock(), 'seller'))) {
        throw stateRefusal(await reload(record));
      }
      const done: OrderActionResult = { acknowledged: true, status: 'completed' };
      return done;
    },
  };
}

export type HandoverCodes = ReturnType<typeof createHandoverCodes>;
