import { describe, expect, it } from 'vitest';
import { notificationsMessages, orderMessages } from './messages';
import type { OrderStepFacts } from './messages/order-events';
import type { Notification } from './notifications';

const { describeEvent, describeLedgerEntry } = orderMessages.orders;
const describeNotification = (n: Notification) => notificationsMessages.describe(n);
const BASE = { _id: '0'.repeat(24), seq: 1, readAt: null, createdAt: '2026-01-01T00:00:00.000Z' };
const PRICE = 700;
const paid = 70000;

/** Every kind of decision on an order's money, as the API stores its step. */
const DECISIONS: Record<string, OrderStepFacts> = {
  'dispute for the buyer, in full': {
    kind: 'dispute_refunded',
    by: 'admin',
    note: 'Frame cracked',
    price: PRICE,
    decision: { favours: 'buyer', refundedCents: paid, paidCents: paid },
  },
  'dispute for the buyer, in part': {
    kind: 'dispute_refunded',
    by: 'admin',
    note: 'Scratches not shown',
    price: PRICE,
    decision: { favours: 'buyer', refundedCents: 10000, paidCents: paid },
  },
  'dispute for the seller': {
    kind: 'dispute_closed',
    by: 'admin',
    note: 'As described',
    price: PRICE,
    decision: { favours: 'seller', refundedCents: 0, paidCents: paid },
  },
  'cancellation accepted by the seller': {
    kind: 'cancel_accepted',
    by: 'seller',
    note: 'Sorry',
    price: PRICE,
    decision: { favours: 'buyer', refundedCents: paid, paidCents: paid },
  },
  'seller cancels after payment': {
    kind: 'cancelled_after_payment',
    by: 'seller',
    note: 'Sold elsewhere',
    price: PRICE,
    decision: { favours: 'buyer', refundedCents: paid, paidCents: paid },
  },
  'refund at the provider, in part': {
    kind: 'refunded',
    by: 'provider',
    price: PRICE,
    decision: { favours: 'buyer', refundedCents: 5000, paidCents: paid },
  },
};

const EXPECTED: Record<string, { buyer: string; seller: string; money: RegExp }> = {
  'dispute for the buyer, in full': {
    buyer: 'An administrator decided the dispute for you.',
    seller: 'An administrator decided the dispute for the buyer.',
    money: /^Refunded \$700\.00 in full to (you|the buyer)$/,
  },
  'dispute for the buyer, in part': {
    buyer: 'An administrator decided the dispute for you in part.',
    seller: 'An administrator decided the dispute for the buyer in part.',
    money: /^Refunded \$100\.00 of \$700\.00 to (you|the buyer)$/,
  },
  'dispute for the seller': {
    buyer: 'An administrator decided the dispute for the seller.',
    seller: 'An administrator decided the dispute for you.',
    money: /^No refund: (you keep|the seller keeps) \$700\.00$/,
  },
  'cancellation accepted by the seller': {
    buyer: 'The seller accepted the request to cancel the order.',
    seller: 'You accepted the request to cancel the order.',
    money: /^Refunded \$700\.00 in full to (you|the buyer)$/,
  },
  'seller cancels after payment': {
    buyer: 'The seller cancelled the order after payment.',
    seller: 'You cancelled the order after payment.',
    money: /^Refunded \$700\.00 in full to (you|the buyer)$/,
  },
  'refund at the provider, in part': {
    buyer: 'The payment provider issued a refund.',
    seller: 'The payment provider issued a refund.',
    money: /^Refunded \$50\.00 of \$700\.00 to (you|the buyer)$/,
  },
};

describe('a decision on an order’s money reads the same everywhere', () => {
  for (const [name, step] of Object.entries(DECISIONS)) {
    it(name, () => {
      const expected = EXPECTED[name]!;
      for (const reader of ['buyer', 'seller'] as const) {
        // The order page's timeline and decision panel.
        const page = describeEvent(step, reader);
        expect(page.sentence).toBe(expected[reader]);
        expect(page.money).toMatch(expected.money);
        // The bell and the email: the notification carries the step's facts.
        const bell = describeNotification({
          ...BASE,
          topic: 'order',
          orderId: '1'.repeat(24),
          event: step.kind,
          role: reader,
          bikeName: 'Trek Marlin 5',
          by: step.by,
          price: PRICE,
          ...(step.note ? { note: step.note } : {}),
          decision: step.decision!,
        });
        expect(bell.title).toBe(page.title);
        expect(bell.body).toContain(page.text);
        if (step.note) expect(bell.body).toContain(step.note);
      }
      // The seller's ledger entry for the refund (or the completion a seller's win makes).
      const entry = describeLedgerEntry({ kind: 'refund', paidOut: 0, cause: step });
      expect(entry.detail).toBe(describeEvent(step, 'seller').text);
      expect(entry.detail).toMatch(/\$\d/);
      if (step.note) expect(entry.note?.text).toBe(step.note);
    });
  }

  it('words an older dispute_closed without its decision as the seller’s win, with no amount', () => {
    const words = describeEvent({ kind: 'dispute_closed', by: 'admin', note: 'Old' }, 'buyer');
    expect(words.sentence).toBe('An administrator decided the dispute for the seller.');
    expect(words.money).toBeUndefined();
    expect(words.note).toEqual({ label: 'Note', text: 'Old' });
  });

  it('words an older notification without the step’s facts from the reader’s side', () => {
    const bell = describeNotification({
      ...BASE,
      topic: 'order',
      orderId: '1'.repeat(24),
      event: 'paid',
      role: 'seller',
      bikeName: 'Trek',
    });
    expect(bell.body).toBe(
      'Trek: The buyer paid. Hand the bike over: the money stays pending until the order completes.',
    );
  });
});
