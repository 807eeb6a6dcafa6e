import type { OfferAction } from '@reride/shared';
import type { LoadUser } from './seed';
import type { Stats } from './stats';

/** What the API acknowledged (2xx), to be found in the database afterwards. */
export interface Acknowledged {
  bookings: { id: string; buyerId: string; bikeId: string }[];
  payments: { id: string; bookingId: string; bikeId: string; transactionId: string }[];
  reports: { bikeId: string; reporterId: string }[];
  /** Text messages (a question starts a conversation with one), each text unique. */
  messages: { id: string; conversationId: string; senderId: string; text: string }[];
  offers: { id: string; conversationId: string; buyerId: string; amount: number }[];
  answers: {
    offerId: string;
    action: Exclude<OfferAction, 'pay'>;
    state: string;
    amount?: number;
    orderId?: string;
  }[];
}

export interface Shared {
  api: string;
  stats: Stats;
  bikes: string[];
  /** Bikes buyers ask about and make offers on, never bought outright: talk goes on all run. */
  talkBikes: string[];
  /** False: the mix before talk (browse, buy, report), to compare with on the same machine. */
  talk: boolean;
  /** Bikes this run saw sold: nobody tries to buy them again (a real shop hides them too). */
  sold: Set<string>;
  acked: Acknowledged;
  deadline: number;
}

export interface Answer {
  status: number;
  body: unknown;
}

export const isOpen = (shared: Shared) => Date.now() < shared.deadline;

/**
 * One request, timed and classified: `refusable` lists statuses that are a correct answer in a
 * race (409: the bike was sold to another buyer a moment ago), counted apart from errors.
 */
export async function call(
  shared: Shared,
  kind: string,
  path: string,
  init: { method?: string; auth?: LoadUser['auth']; body?: unknown } = {},
  refusable: number[] = [],
): Promise<Answer | null> {
  const started = performance.now();
  try {
    const res = await fetch(`${shared.api}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.auth ?? {}),
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const body: unknown = await res.json();
    const ms = performance.now() - started;
    const outcome = res.ok ? 'ok' : refusable.includes(res.status) ? 'refused' : 'error';
    shared.stats.add(kind, ms, String(res.status), outcome);
    return { status: res.status, body };
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code ?? 'network';
    shared.stats.add(kind, performance.now() - started, code, 'error');
    return null;
  }
}

export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** A 2xx answer's JSON object, to read fields from. */
export const fields = (answer: Answer | null) => (answer?.body ?? {}) as Record<string, unknown>;
