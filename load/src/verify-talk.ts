import { ObjectId, type Db } from 'mongodb';
import type { Acknowledged } from './client';
import type { LoadUser } from './seed';

/**
 * Talk as acknowledged against the database: every message stored once, as sent, and told to the
 * other participant once; every offer stored as made; every answer left the offer where it said.
 */
export async function verifyTalk(db: Db, acked: Acknowledged) {
  const problems = [
    ...(await checkMessages(db, acked.messages)),
    ...(await checkOffers(db, acked)),
  ];
  return {
    checked: {
      messages: acked.messages.length,
      offers: acked.offers.length,
      answers: acked.answers.length,
      ordersFromOffers: acked.answers.filter((a) => a.orderId).length,
    },
    lostWrites: problems.filter((p) => p.includes('not stored')).length,
    problems,
  };
}

const oids = (ids: string[]) => ids.map((id) => new ObjectId(id));

async function checkMessages(db: Db, sent: Acknowledged['messages']): Promise<string[]> {
  const problems: string[] = [];
  const stored = await db
    .collection('messages')
    .find({ text: { $in: sent.map((m) => m.text) } })
    .toArray();
  const byText = new Map<string, typeof stored>();
  for (const doc of stored)
    byText.set(String(doc.text), [...(byText.get(String(doc.text)) ?? []), doc]);
  const conversations = new Map(
    (
      await db
        .collection('conversations')
        .find({ _id: { $in: oids([...new Set(sent.map((m) => m.conversationId))]) } })
        .toArray()
    ).map((c) => [String(c._id), c]),
  );
  const told = await db
    .collection('notifications')
    .find({ key: { $in: sent.map((m) => `message:${m.id}`) } })
    .toArray();
  const toldByKey = new Map<string, string[]>();
  for (const n of told)
    toldByKey.set(String(n.key), [...(toldByKey.get(String(n.key)) ?? []), String(n.userId)]);
  for (const m of sent) {
    const docs = byText.get(m.text) ?? [];
    const doc = docs[0];
    if (!doc) problems.push(`message ${m.id} acknowledged but not stored`);
    else if (docs.length > 1) problems.push(`message ${m.id} stored ${docs.length} times`);
    else if (
      String(doc._id) !== m.id ||
      String(doc.conversationId) !== m.conversationId ||
      String(doc.senderId) !== m.senderId
    ) {
      problems.push(`message ${m.id} stored with another id, conversation or sender`);
    }
    const c = conversations.get(m.conversationId);
    const recipient =
      c && (String(c.buyerId) === m.senderId ? String(c.sellerId) : String(c.buyerId));
    const recipients = toldByKey.get(`message:${m.id}`) ?? [];
    if (recipients.length !== 1 || recipients[0] !== recipient) {
      problems.push(
        `message ${m.id} told to [${recipients.join(', ')}], not once to ${String(recipient)}`,
      );
    }
  }
  return problems;
}

/** Where an answer leaves an offer: a counter may be answered again later, the rest are final. */
const AFTER_ANSWER: Record<string, string[]> = {
  countered: ['countered', 'accepted', 'declined', 'ended', 'expired'],
  accepted: ['accepted'],
  declined: ['declined'],
  ended: ['ended'],
};

async function checkOffers(db: Db, acked: Acknowledged): Promise<string[]> {
  const problems: string[] = [];
  const ids = [
    ...new Set([...acked.offers.map((o) => o.id), ...acked.answers.map((a) => a.offerId)]),
  ];
  const stored = new Map(
    (
      await db
        .collection('offers')
        .find({ _id: { $in: oids(ids) } })
        .toArray()
    ).map((o) => [String(o._id), o]),
  );
  for (const o of acked.offers) {
    const doc = stored.get(o.id);
    if (!doc) problems.push(`offer ${o.id} acknowledged but not stored`);
    else if (
      String(doc.conversationId) !== o.conversationId ||
      String(doc.buyerId) !== o.buyerId ||
      doc.amount !== o.amount
    ) {
      problems.push(`offer ${o.id} stored with another conversation, buyer or amount`);
    }
  }
  const orderIds = acked.answers.flatMap((a) => (a.orderId ? [a.orderId] : []));
  const orders = new Map(
    (
      await db
        .collection('bookings')
        .find({ _id: { $in: oids(orderIds) } })
        .toArray()
    ).map((b) => [String(b._id), b]),
  );
  for (const a of acked.answers) {
    const doc = stored.get(a.offerId);
    const allowed = AFTER_ANSWER[a.state] ?? [a.state];
    if (!doc) problems.push(`offer ${a.offerId} answered (${a.action}) but not stored`);
    else if (!allowed.includes(String(doc.state))) {
      problems.push(`offer ${a.offerId} answered ${a.state} but stored ${String(doc.state)}`);
    } else if (a.action === 'counter' && doc.counterAmount !== a.amount) {
      problems.push(
        `offer ${a.offerId} countered at ${a.amount} but stored ${String(doc.counterAmount)}`,
      );
    }
    if (!a.orderId || !doc) continue;
    const order = orders.get(a.orderId);
    if (!order) problems.push(`order ${a.orderId} of accepted offer ${a.offerId} not stored`);
    else if (
      String(order.bikeId) !== String(doc.bikeId) ||
      String(order.buyerId) !== String(doc.buyerId)
    ) {
      problems.push(`order ${a.orderId} stored with another bike or buyer than its offer`);
    }
  }
  return problems;
}

/** The bell's count (GET /notifications/unread) against the database, for every user. */
export async function checkBell(api: string, db: Db, users: LoadUser[]) {
  const problems: string[] = [];
  for (const user of users) {
    const res = await fetch(`${api}/notifications/unread`, { headers: user.auth });
    const { unread } = (await res.json()) as { unread: number };
    const stored = await db
      .collection('notifications')
      .countDocuments({ userId: new ObjectId(user._id), readAt: null });
    if (unread !== stored)
      problems.push(`bell of ${user._id} shows ${unread}, ${stored} unread stored`);
  }
  return { users: users.length, problems };
}
