import { ObjectId, type Db } from 'mongodb';
import type supertest from 'supertest';
import { TEST_CARDS } from '@reride/shared';
import type { BookingDoc, PaymentDoc } from '../../db/collections';
import type { MatrixFixtures } from '../../http/authorization-matrix';
import { createBikeAs } from '../bikes/bikes.test-fixtures';
import type { SandboxIntentDoc } from '../payments/providers/sandbox-store';

/** Test fixtures of bookings and payments, made through the API. */

type Request = supertest.Agent;
type AuthHeader = { Authorization: string };

export const PHONE = '01711223344';

export async function bookBike(request: Request, auth: AuthHeader, bikeId: string) {
  const res = await request
    .post('/bookings')
    .set(auth)
    .send({ bikeId, phone: PHONE, location: 'Dhanmondi, Dhaka' })
    .expect(201);
  return (res.body as { insertedId: string }).insertedId;
}

export interface IntentAnswer {
  clientSecret: string;
  paymentIntentId: string;
  amount: number;
  currency: string;
  provider: string;
}

export async function createIntent(request: Request, auth: AuthHeader, bookingId: string) {
  const res = await request
    .post('/create-payment-intent')
    .set(auth)
    .send({ bookingId })
    .expect(200);
  return res.body as IntentAnswer;
}

export function cardBody(clientSecret: string, number: string = TEST_CARDS.success) {
  return {
    clientSecret,
    card: { number, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' },
    billingDetails: { name: 'Test Buyer', email: 'buyer@example.com' },
  };
}

/** What the web does in test mode: confirm with the sandbox, which finishes the payment. */
export function confirmCard(request: Request, intent: IntentAnswer, number?: string) {
  return request
    .post(`/sandbox/payment-intents/${intent.paymentIntentId}/confirm`)
    .send(cardBody(intent.clientSecret, number));
}

/** Book, create an intent and pay it with 4242…: answers the booking id and the intent. */
export async function bookAndPay(request: Request, auth: AuthHeader, bikeId: string) {
  const bookingId = await bookBike(request, auth, bikeId);
  const intent = await createIntent(request, auth, bookingId);
  await confirmCard(request, intent).expect(200);
  return { bookingId, intent };
}

export const bookingDoc = (db: Db, id: string) =>
  db.collection<BookingDoc>('bookings').findOne({ _id: new ObjectId(id) });

export const paymentDocs = (db: Db) => db.collection<PaymentDoc>('payments').find().toArray();

export const sandboxIntentDoc = (db: Db, id: string) =>
  db.collection<SandboxIntentDoc>('sandbox_intents').findOne({ _id: id });

/** Everything the payments flow may write, to prove that a refusal changed nothing. */
export async function paymentState(db: Db) {
  const read = (name: string) =>
    db
      .collection(name)
      .find({}, { sort: { _id: 1 } })
      .toArray();
  const [bookings, payments, sales, bikes] = await Promise.all([
    read('bookings'),
    read('payments'),
    read('bike_sales'),
    read('bikes'),
  ]);
  return { bookings, payments, sales, bikes };
}

const auth = (user: { accessToken: string }): AuthHeader => ({
  Authorization: `Bearer ${user.accessToken}`,
});

/** A fresh bike of `fx.seller` booked by `fx.buyer`, for the authorization matrix. */
export async function matrixBooking(fx: MatrixFixtures): Promise<string> {
  const bikeId = await createBikeAs(fx.t.request, auth(fx.seller));
  return bookBike(fx.t.request, auth(fx.buyer), bikeId);
}

/** A booking of `fx.buyer` paid in the sandbox, with its transaction id. */
export async function matrixPaidBooking(fx: MatrixFixtures) {
  const bikeId = await createBikeAs(fx.t.request, auth(fx.seller));
  const { bookingId, intent } = await bookAndPay(fx.t.request, auth(fx.buyer), bikeId);
  return { bookingId, transactionId: intent.paymentIntentId };
}

/** A fresh intent of `fx.buyer`, ready to be confirmed by anyone holding its secret. */
export async function matrixOpenIntent(fx: MatrixFixtures) {
  return createIntent(fx.t.request, auth(fx.buyer), await matrixBooking(fx));
}
