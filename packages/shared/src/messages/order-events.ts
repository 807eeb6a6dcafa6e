import type { PartyRole } from '../common';
import { formatMoney } from '../format';
import type { LedgerEntryKind } from '../earnings';
import type { OrderActor, OrderDecision, OrderEventKind } from '../orders';
import { entryKinds } from './order-labels';
import {
  isFull,
  keptOf,
  refundLine,
  WORDING,
  type OrderReader,
  type StepContext,
} from './order-event-wording';

// Type-only imports: the web's bell and order page word events without loading zod.

export type { OrderReader } from './order-event-wording';

/** The facts one step of an order is worded from (docs/domain.md#decisions). */
export interface OrderStepFacts {
  kind: OrderEventKind;
  by: OrderActor;
  note?: string | undefined;
  decision?: OrderDecision | undefined;
  /** The order's price in dollars; unknown on notifications stored before it was kept. */
  price?: number | undefined;
}

/** A decision's verdict and money, in the reader's words. */
export interface DecisionWords {
  favours: PartyRole;
  /** "Decided for you in part", "Decided for the seller". */
  verdict: string;
  refundedCents: number;
  paidCents: number;
  /** What the seller keeps of the payment. */
  keptCents: number;
}

/** One step of an order in words, for one reader: every place that shows it uses these. */
export interface OrderEventWords {
  /** A few words: the bell's bold line, an email's subject. */
  title: string;
  /** Who did what: "An administrator decided the dispute for you in part." */
  sentence: string;
  /** The money it moved, without a full stop: "Refunded $100.00 of $700.00 to you". */
  money?: string;
  /** What happens next: "The order is completed and the seller keeps $600.00." */
  next?: string;
  /** Why, as the actor wrote it: a reason, a complaint, an answer, a note to both sides. */
  note?: { label: string; text: string };
  decision?: DecisionWords;
  /** The sentence, the money and what happens next, in one line. */
  text: string;
}

const ACTORS: Record<OrderActor, string> = {
  buyer: 'The buyer',
  seller: 'The seller',
  admin: 'An administrator',
  system: 'ReRide',
  provider: 'The payment provider',
};

function contextOf(step: OrderStepFacts, reader: OrderReader): StepContext {
  return {
    reader,
    by: step.by,
    actor: step.by === reader ? 'You' : ACTORS[step.by],
    buyer: reader === 'buyer' ? 'you' : 'the buyer',
    seller: reader === 'seller' ? 'you' : 'the seller',
    price: step.price === undefined ? undefined : formatMoney(Math.round(step.price * 100)),
    decision: step.decision,
  };
}

function decisionWords(d: OrderDecision, c: StepContext): DecisionWords {
  const part = d.favours === 'buyer' && !isFull(d) ? ' in part' : '';
  return {
    favours: d.favours,
    verdict: `Decided for ${d.favours === 'buyer' ? c.buyer : c.seller}${part}`,
    refundedCents: d.refundedCents,
    paidCents: d.paidCents,
    keptCents: keptOf(d),
  };
}

/**
 * The one wording of an order's steps (docs/domain.md#decisions): the order page's timeline and
 * decision panel, the bell, the emails and the seller's ledger all word a step with this, so
 * they never disagree on who a decision favoured or how much went back. Pure: facts in, words
 * out.
 */
export function describeOrderEvent(step: OrderStepFacts, reader: OrderReader): OrderEventWords {
  const wording = WORDING[step.kind];
  const c = contextOf(step, reader);
  const money = (wording.money ?? refundLine)(c);
  const next = wording.next?.(c);
  const text = [wording.sentence(c), money && `${money}.`, next].filter(Boolean).join(' ');
  return {
    title: wording.title(c),
    sentence: wording.sentence(c),
    text,
    ...(money ? { money } : {}),
    ...(next ? { next } : {}),
    ...(step.note ? { note: { label: wording.note, text: step.note } } : {}),
    ...(step.decision ? { decision: decisionWords(step.decision, c) } : {}),
  };
}

/** A line with the step's note after it: "Refunded $100.00 of $700.00 to you: Scratches". */
export function withNote(line: string, words: Pick<OrderEventWords, 'note'>): string {
  return words.note ? `${line}: ${words.note.text}` : line;
}

/** A ledger entry in the seller's words: its kind, and the order step behind it. */
export interface LedgerEntryWords {
  /** "Sale", "Order completed", "Refund", "Payout". */
  label: string;
  /** The step that made the entry, worded as on the order's timeline; a payout's amount. */
  detail?: string;
  note?: { label: string; text: string };
}

/** My Earnings' words for one entry; an entry stored before causes were kept has its label only. */
export function describeLedgerEntry(entry: {
  kind: LedgerEntryKind;
  paidOut: number;
  cause?: OrderStepFacts | undefined;
}): LedgerEntryWords {
  const label = entryKinds[entry.kind];
  if (entry.kind === 'payout') return { label, detail: `Paid out ${formatMoney(entry.paidOut)}.` };
  if (!entry.cause) return { label };
  const words = describeOrderEvent(entry.cause, 'seller');
  return { label, detail: words.text, ...(words.note ? { note: words.note } : {}) };
}
