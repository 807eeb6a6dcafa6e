import { describe, expect, it, vi } from 'vitest';
import {
  NotificationListSchema,
  type LedgerEntry,
  type OrderEvent,
  type OrderEventKind,
  type OrderReader,
  notificationsMessages,
  orderMessages,
} from '@reride/shared';
import { useMailCatcher } from '../../../test/fixtures/email';
import { callAs, DISPUTE, paidOrder, type PaidOrder } from '../../../test/fixtures/orders';

/**
 * Every decision that settles an order's money reads the same in the five places that tell it
 * (docs/domain.md#decisions): the timeline, the order page's refund, the bell, the email and the
 * seller's ledger entry. Mails go through real SMTP to the devstack's catcher.
 */
const catcher = useMailCatcher();

interface Case {
  name: string;
  /** Brings the paid order (450.00) to its decision. */
  decide: (o: PaidOrder) => Promise<unknown>;
  step: OrderEventKind;
  /** What the buyer's words say of the money, and the order page's refund in dollars. */
  buyerReads: string;
  refund?: number;
  /** The ledger entry the decision made. */
  entry: LedgerEntry['kind'];
}

/** A decision that gives money back: what the buyer reads of it, and the ledger's refund. */
const refunding = (buyerReads: string, refund: number) =>
  ({ buyerReads, refund, entry: 'refund' }) as const;
const disputed = (o: PaidOrder) => o.act('openDispute', o.buyer, DISPUTE).expect(200);

const CASES: Case[] = [
  {
    name: 'an administrator refunds part of a disputed order',
    decide: async (o) => {
      await disputed(o);
      await o.act('refundDispute', o.admin, { amount: 100, note: 'Scratches' }).expect(200);
    },
    step: 'dispute_refunded',
    ...refunding('Refunded $100.00 of $450.00 to you', 100),
  },
  {
    name: 'an administrator refunds a disputed order in full',
    decide: async (o) => {
      await disputed(o);
      await o.act('refundDispute', o.admin, { amount: 450 }).expect(200);
    },
    step: 'dispute_refunded',
    ...refunding('Refunded $450.00 in full to you', 450),
  },
  {
    name: 'an administrator closes a dispute for the seller',
    decide: async (o) => {
      await disputed(o);
      await o.act('closeDispute', o.admin, { note: 'Handed over as described' }).expect(200);
    },
    step: 'dispute_closed',
    buyerReads: 'for the seller',
    entry: 'completion',
  },
  {
    name: "the seller accepts the buyer's cancel request",
    decide: async (o) => {
      await o.act('requestCancel', o.buyer, { reason: 'Moving abroad' }).expect(200);
      await o.act('sellerCancel', o.seller).expect(200);
    },
    step: 'cancel_accepted',
    ...refunding('Refunded $450.00 in full to you', 450),
  },
  {
    name: 'the seller cancels after payment',
    decide: (o) => o.act('sellerCancel', o.seller, { reason: 'The wheel broke' }).expect(200),
    step: 'cancelled_after_payment',
    ...refunding('Refunded $450.00 in full to you', 450),
  },
  {
    name: 'the payment provider refunds part (a dashboard refund)',
    decide: async (o) => (await o.providerRefund(5_000))(),
    step: 'refunded',
    ...refunding('Refunded $50.00 of $450.00 to you', 50),
  },
];

async function bellOf(o: PaidOrder, reader: OrderReader, step: OrderEventKind) {
  const who = reader === 'buyer' ? o.buyer : o.seller;
  // The bell is told after the answer, by the event's subscriber.
  return vi.waitFor(async () => {
    const res = await callAs(o.t, 'listNotifications', who).expect(200);
    const told = NotificationListSchema.parse(res.body).find(
      (n) => n.topic === 'order' && n.event === step,
    );
    expect(told).toBeDefined();
    return notificationsMessages.describe(told!);
  });
}

async function mailTo(o: PaidOrder, reader: OrderReader, title: string) {
  const to = (reader === 'buyer' ? o.buyer : o.seller).email;
  await o.t.scheduler.run('email.send');
  const mails = await catcher().mails();
  const mail = mails.find((m) => m.to.includes(to) && m.subject.includes(title));
  expect(mail, `a mail to the ${reader}: "${title}"`).toBeDefined();
  return mail!;
}

describe('a decision reads the same in the timeline, the order page, the bell, the email and the ledger', () => {
  it.each(CASES)('$name', async (c) => {
    const o = await paidOrder({ env: { SMTP_URL: catcher().smtpUrl } });
    await c.decide(o);

    const order = await o.view(o.buyer);
    const step: OrderEvent | undefined = order.events.findLast((e) => e.kind === c.step);
    expect(step?.decision, `the ${c.step} step keeps its decision`).toBeDefined();
    const facts = { ...step!, price: o.price };
    const words = {
      buyer: orderMessages.orders.describeEvent(facts, 'buyer'),
      seller: orderMessages.orders.describeEvent(facts, 'seller'),
    };
    // The timeline's words state the money.
    expect(words.buyer.text).toContain(c.buyerReads);
    if (c.refund !== undefined) {
      expect(words.seller.text).toContain(words.buyer.text.includes('in full') ? 'in full' : 'of');
      expect(words.seller.text).toContain('to the buyer');
      // The order page's refund is the decision's amount.
      expect(order.refund).toMatchObject({ amount: c.refund });
      expect(step!.decision!.refundedCents).toBe(c.refund * 100);
    } else {
      expect(order).not.toHaveProperty('refund');
    }

    // The bell and the email word the step as the timeline does, for the buyer.
    const told = await bellOf(o, 'buyer', c.step);
    expect(told.body).toContain(words.buyer.text);
    const mail = await mailTo(o, 'buyer', told.title);
    expect(mail.text).toContain(words.buyer.text);

    // The seller's ledger entry names the same decision, in the seller's words.
    const res = await callAs(o.t, 'listEarningsEntries', o.seller).expect(200);
    const entry = (res.body as LedgerEntry[]).find((e) => e.kind === c.entry);
    expect(entry?.cause).toMatchObject({ kind: c.step, decision: step!.decision });
    expect(orderMessages.orders.describeLedgerEntry(entry!).detail).toBe(words.seller.text);
  });
});
