import type { Conversation, Offer, OfferAction } from '@reride/shared';
import { call, fields, isOpen, pick, type Answer, type Shared } from './client';
import type { LoadUser } from './seed';

/** The answer that is right in a race, counted apart from errors: 409 (an offer already open or
 * decided, the bike ordered meanwhile). */
const REFUSABLE = [409];
const BUYER_PHONE = '01711223344';
let sequence = 0;
/** Unique, so that the check can count each message in the database. */
const nextText = (what: string) => `load ${what} ${++sequence}`;

const list = <T>(answer: Answer | null): T[] =>
  Array.isArray(answer?.body) ? (answer.body as T[]) : [];

/** Sends a message; acknowledged ones are checked afterwards. */
async function say(shared: Shared, user: LoadUser, conversationId: string): Promise<void> {
  const text = nextText('message');
  const sent = await call(
    shared,
    'POST /conversations/:id/messages',
    `/conversations/${conversationId}/messages`,
    { method: 'POST', auth: user.auth, body: { text } },
    REFUSABLE,
  );
  if (sent?.status !== 200 && sent?.status !== 201) return;
  const id = String(fields(sent).messageId);
  shared.acked.messages.push({ id, conversationId, senderId: user._id, text });
}

/** Accepts, declines or counters an offer the caller may answer; records what was acknowledged. */
async function answer(shared: Shared, user: LoadUser, offer: Offer, asking?: number) {
  // A counter lies between the offer and the asking price; only the seller may make one.
  const counter = asking === undefined ? 0 : Math.floor((offer.amount + asking) / 2);
  const canCounter = offer.actions.includes('counter') && counter > offer.amount;
  const dice = Math.random();
  const action: Exclude<OfferAction, 'pay'> =
    canCounter && dice < 0.5 ? 'counter' : dice < 0.75 ? 'accept' : 'decline';
  if (!offer.actions.includes(action)) return;
  const res = await call(
    shared,
    `POST /offers/:id/${action}`,
    `/offers/${offer._id}/${action}`,
    {
      method: 'POST',
      auth: user.auth,
      ...(action === 'counter' ? { body: { amount: counter } } : {}),
    },
    REFUSABLE,
  );
  if (res?.status !== 200) return;
  const body = fields(res);
  shared.acked.answers.push({
    offerId: offer._id,
    action,
    state: String(body.state),
    ...(action === 'counter' ? { amount: counter } : {}),
    ...(typeof body.orderId === 'string' ? { orderId: body.orderId } : {}),
  });
}

/**
 * A buyer's side of talk, one step at a time: ask about a bike from its page (which starts or
 * reuses the conversation), write again, offer below the asking price, or answer a counter.
 */
export function buyerTalk(shared: Shared, buyer: LoadUser) {
  /** Conversation ids by bike id. */
  const conversations = new Map<string, string>();

  async function ask(): Promise<void> {
    const bikeId = pick(shared.talkBikes);
    await call(shared, 'GET /bikes/:id', `/bikes/${bikeId}`);
    const text = nextText('question');
    const res = await call(
      shared,
      'POST /conversations',
      '/conversations',
      { method: 'POST', auth: buyer.auth, body: { bikeId, text } },
      REFUSABLE,
    );
    if (res?.status !== 200 && res?.status !== 201) return;
    const { conversationId, messageId } = fields(res);
    conversations.set(bikeId, String(conversationId));
    shared.acked.messages.push({
      id: String(messageId),
      conversationId: String(conversationId),
      senderId: buyer._id,
      text,
    });
  }

  async function offer(bikeId: string, conversationId: string): Promise<void> {
    const bike = fields(await call(shared, 'GET /bikes/:id', `/bikes/${bikeId}`));
    const asking = Number(bike.resalePrice);
    const amount = Math.floor(asking * (0.7 + Math.random() * 0.2));
    const res = await call(
      shared,
      'POST /conversations/:id/offers',
      `/conversations/${conversationId}/offers`,
      { method: 'POST', auth: buyer.auth, body: { amount, phone: BUYER_PHONE, location: 'Load' } },
      REFUSABLE,
    );
    if (res?.status !== 200 && res?.status !== 201) return;
    const id = String(fields(res).offerId);
    shared.acked.offers.push({ id, conversationId, buyerId: buyer._id, amount });
  }

  async function answerCounters(bikeId: string, conversationId: string): Promise<void> {
    const offers = list<Offer>(
      await call(
        shared,
        'GET /conversations/:id/offers',
        `/conversations/${conversationId}/offers`,
        { auth: buyer.auth },
      ),
    );
    const countered = offers.find((o) => o.state === 'countered');
    if (countered) return answer(shared, buyer, countered);
    // One open offer per buyer and bike: while the seller has not answered, wait.
    if (!offers.some((o) => o.state === 'open')) await offer(bikeId, conversationId);
  }

  return {
    async step(): Promise<void> {
      const known = [...conversations];
      if (known.length === 0) return ask();
      const [bikeId, conversationId] = pick(known);
      const dice = Math.random();
      if (dice < 0.35) return ask();
      if (dice < 0.7) return say(shared, buyer, conversationId);
      return answerCounters(bikeId, conversationId);
    },
  };
}

/**
 * A seller at their desk: the bell, the Inbox, then each conversation with unread messages:
 * read it, answer its open offers, reply. With nothing unread the seller glances again shortly
 * (a person's pause, not a busy loop on the API).
 */
export async function sellerDesk(shared: Shared, seller: LoadUser): Promise<void> {
  while (isOpen(shared)) {
    await bell(shared, seller);
    const inbox = list<Conversation>(
      await call(shared, 'GET /conversations', '/conversations?limit=20', { auth: seller.auth }),
    );
    const due = inbox.filter((c) => c.unread > 0).slice(0, 3);
    if (due.length === 0) await new Promise((resolve) => setTimeout(resolve, 250));
    for (const c of due) {
      if (!isOpen(shared)) break;
      const path = `/conversations/${c._id}`;
      await call(shared, 'GET /conversations/:id/messages', `${path}/messages?limit=20`, {
        auth: seller.auth,
      });
      await call(shared, 'POST /conversations/:id/read', `${path}/read`, {
        method: 'POST',
        auth: seller.auth,
      });
      const offers = list<Offer>(
        await call(shared, 'GET /conversations/:id/offers', `${path}/offers`, {
          auth: seller.auth,
        }),
      );
      for (const o of offers.filter((x) => x.state === 'open')) {
        await answer(shared, seller, o, c.bike.resalePrice);
      }
      await say(shared, seller, c._id);
    }
  }
}

/** The bell: the unread count on every page, its list now and then. */
export async function bell(shared: Shared, user: LoadUser): Promise<void> {
  await call(shared, 'GET /notifications/unread', '/notifications/unread', { auth: user.auth });
  if (Math.random() < 0.1) {
    await call(shared, 'GET /notifications', '/notifications?limit=10', { auth: user.auth });
  }
}
