import { beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  type Bike,
  type BikeDetail,
  type Booking,
  type EndpointName,
  type Order,
  type ReceivedBooking,
} from '@reride/shared';
import { appWithUsers, type SignedUp, type TestApp } from '../../../test/helpers';
import { createBikeAs } from '../../../test/fixtures/bikes';
import { payBooking } from '../../../test/fixtures/bookings';
import { askAbout } from '../../../test/fixtures/conversations';
import { adminOf, callAs, type CallInput, type Who } from '../../../test/fixtures/orders';

// Contact privacy (docs/domain.md#contact-privacy): a seller's phone and email reach only the
// seller, administrators and, once their order is paid, the buyer; the buyer's phone reaches the
// seller on the same terms. Every answer is searched as text for the contact strings themselves.

const SELLER_PHONE = '01799000111';
const BUYER_PHONE = '01855000222';

let t: TestApp;
let seller: SignedUp;
let buyer: SignedUp;
let stranger: SignedUp;
let otherSeller: SignedUp;
let admin: SignedUp;
let bikeId: string;
let bookingId: string;
let conversationId: string;
let sellerEmail: string;

/** One read: an endpoint, its input, and whether its answer names the bike (the walk reached it). */
interface Read {
  name: EndpointName;
  input?: CallInput;
  namesBike?: boolean;
}

const publicReads = (): Read[] => [
  { name: 'listCategoryBikes', input: { params: { categoryId: CATEGORIES[0]._id } } },
  { name: 'listAdvertisedBikes' },
  { name: 'searchBikes', input: { query: { q: 'Marlin' } } },
  { name: 'searchBikes', input: { query: { categoryId: CATEGORIES[0]._id } } },
  { name: 'getBike', input: { params: { id: bikeId } } },
];

/** What the buyer reads of the booking of the bike and its conversation. */
const bookingReads = (who: SignedUp): Read[] => [
  { name: 'listMyBookings', input: { query: { email: who.user.email } } },
  { name: 'getBooking', input: { params: { id: bookingId } } },
  { name: 'getBikeBooking', input: { params: { id: bikeId } } },
  { name: 'getOrder', input: { params: { id: bookingId } } },
  { name: 'getConversation', input: { params: { id: conversationId } } },
  { name: 'listMessages', input: { params: { id: conversationId } }, namesBike: false },
  { name: 'listOffers', input: { params: { id: conversationId } }, namesBike: false },
];

/** What a buyer reads of the bike they asked about and saved (and booked, when `booked`). */
const buyerReads = (who: SignedUp, booked: boolean): Read[] => [
  ...publicReads(),
  { name: 'listWishlist' },
  { name: 'listConversations' },
  ...(booked ? bookingReads(who) : []),
  { name: 'listNotifications', namesBike: false },
  { name: 'listTodos', namesBike: false },
];

/** What the seller reads of the bookings of their bike. */
const sellerReads = (): Read[] => [
  { name: 'listReceivedBookings', input: { query: { bikeId } } },
  { name: 'getOrder', input: { params: { id: bookingId } } },
  { name: 'listConversations' },
  { name: 'getConversation', input: { params: { id: conversationId } } },
  { name: 'listOffers', input: { params: { id: conversationId } }, namesBike: false },
  { name: 'listNotifications', namesBike: false },
  { name: 'listTodos', namesBike: false },
];

/** Each read as `who`, answered 200, as lower-case JSON text. */
async function walk(who: Who, reads: Read[]): Promise<{ name: string; text: string }[]> {
  const out = [];
  for (const { name, input, namesBike = true } of reads) {
    const res = await callAs(t, name, who, input);
    expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(200);
    const text = JSON.stringify(res.body).toLowerCase();
    if (namesBike) expect(text, `${name} should answer the bike`).toContain(bikeId);
    out.push({ name, text });
  }
  return out;
}

function expectNoneCarries(answers: { name: string; text: string }[], secrets: string[]) {
  for (const { name, text } of answers) {
    for (const secret of secrets) expect(text, `${name} carries ${secret}`).not.toContain(secret);
  }
}

const get = async <T>(who: Who, name: EndpointName, input: CallInput = {}) =>
  (await callAs(t, name, who, input).expect(200)).body as T;

beforeAll(async () => {
  // Its own database: the views below read one story, which the per-test reset would empty.
  [t, seller, buyer, stranger, otherSeller] = await appWithUsers(
    ['Seller', 'Buyer', 'Buyer', 'Seller'],
    { dbSuffix: '_contact_privacy' },
  );
  admin = await adminOf(t);
  sellerEmail = seller.user.email.toLowerCase();
  bikeId = await createBikeAs(t.request, seller.authHeader, { mobile: SELLER_PHONE });
  await callAs(t, 'toggleAdvertised', seller, { params: { id: bikeId }, body: {} }).expect(200);
  for (const shopper of [buyer, stranger]) {
    await callAs(t, 'saveToWishlist', shopper, { params: { bikeId } }).expect(200);
    const asked = await askAbout(t.request, shopper.authHeader, bikeId);
    if (shopper === buyer) conversationId = asked.conversationId;
  }
  const booked = await callAs(t, 'createBooking', buyer, {
    body: { bikeId, phone: BUYER_PHONE, location: 'Dhanmondi, Dhaka' },
  }).expect(201);
  bookingId = (booked.body as { insertedId: string }).insertedId;
});

describe('contact privacy before payment', () => {
  it("shows a visitor no seller's phone or email on the lists, search or the bike page", async () => {
    expectNoneCarries(await walk(null, publicReads()), [sellerEmail, SELLER_PHONE]);
  });

  it('shows signed-in strangers, buyer or seller, none either, their wishlist and inbox included', async () => {
    expectNoneCarries(await walk(stranger, buyerReads(stranger, false)), [
      sellerEmail,
      SELLER_PHONE,
    ]);
    expectNoneCarries(await walk(otherSeller, publicReads()), [sellerEmail, SELLER_PHONE]);
  });

  it("shows the buyer of an unpaid order none of the seller's contact on any view", async () => {
    expectNoneCarries(await walk(buyer, buyerReads(buyer, true)), [sellerEmail, SELLER_PHONE]);
    const order = await get<Order>(buyer, 'getOrder', { params: { id: bookingId } });
    expect(order.seller).toEqual({ name: seller.user.name, profileId: seller.user._id });
  });

  it("shows the seller no buyer's phone before payment, on the bookings, the order or the inbox", async () => {
    expectNoneCarries(await walk(seller, sellerReads()), [BUYER_PHONE]);
    const [received] = await get<ReceivedBooking[]>(seller, 'listReceivedBookings');
    expect(received).toMatchObject({ _id: bookingId, paid: false });
    expect(received).not.toHaveProperty('phone');
  });

  it('still shows the seller their own contact, on their bike page, their lists and the order', async () => {
    const page = await get<BikeDetail>(seller, 'getBike', { params: { id: bikeId } });
    expect(page).toMatchObject({ sellerId: seller.user._id, mobile: SELLER_PHONE });
    expect(page.sellerEmail?.toLowerCase()).toBe(sellerEmail);
    const own = await get<Bike[]>(seller, 'listMyBikes', { query: { email: seller.user.email } });
    expect(own).toEqual([expect.objectContaining({ _id: bikeId, mobile: SELLER_PHONE })]);
    const listed = await get<Bike[]>(seller, 'listAdvertisedBikes');
    expect(listed).toEqual([expect.objectContaining({ _id: bikeId, mobile: SELLER_PHONE })]);
    const order = await get<Order>(seller, 'getOrder', { params: { id: bookingId } });
    expect(order.seller).toMatchObject({ phone: SELLER_PHONE });
  });

  it("shows an administrator both sides' contact, on the bike and the unpaid order", async () => {
    const page = await get<BikeDetail>(admin, 'getBike', { params: { id: bikeId } });
    expect(page).toMatchObject({ mobile: SELLER_PHONE });
    expect(page.sellerEmail?.toLowerCase()).toBe(sellerEmail);
    const found = await get<Bike[]>(admin, 'searchBikes', { query: { q: 'Marlin' } });
    expect(found).toEqual([expect.objectContaining({ mobile: SELLER_PHONE })]);
    const order = await get<Order>(admin, 'getOrder', { params: { id: bookingId } });
    expect(order).toMatchObject({ seller: { phone: SELLER_PHONE }, buyer: { phone: BUYER_PHONE } });
    expect(order.seller.email?.toLowerCase()).toBe(sellerEmail);
  });

  it('tells every bike answer who its seller is by id, so no client needs the contact', async () => {
    const [listed] = await get<Bike[]>(stranger, 'listAdvertisedBikes');
    expect(listed).toMatchObject({ _id: bikeId, sellerId: seller.user._id });
  });
});

// Runs after the unpaid views above: the payment is what opens the contact.
describe('contact privacy once paid', () => {
  beforeAll(async () => {
    await payBooking(t.request, buyer.authHeader, bookingId);
  });

  it("shows the buyer the seller's phone and email on the booking and the order", async () => {
    const booking = await get<Booking>(buyer, 'getBooking', { params: { id: bookingId } });
    expect(booking).toMatchObject({ paid: true, sellerContact: { phone: SELLER_PHONE } });
    expect(booking.sellerEmail?.toLowerCase()).toBe(sellerEmail);
    const order = await get<Order>(buyer, 'getOrder', { params: { id: bookingId } });
    expect(order.seller).toMatchObject({ name: seller.user.name, phone: SELLER_PHONE });
    expect(order.seller.email?.toLowerCase()).toBe(sellerEmail);
  });

  it("shows the seller the buyer's phone on the received bookings and the order", async () => {
    const [received] = await get<ReceivedBooking[]>(seller, 'listReceivedBookings');
    expect(received).toMatchObject({ _id: bookingId, paid: true, phone: BUYER_PHONE });
    const order = await get<Order>(seller, 'getOrder', { params: { id: bookingId } });
    expect(order.buyer).toMatchObject({ phone: BUYER_PHONE });
  });

  it("keeps the seller's contact off the bike's lists and page, even for the buyer who paid", async () => {
    const page = await get<BikeDetail>(buyer, 'getBike', { params: { id: bikeId } });
    expect(page).toMatchObject({ _id: bikeId, availability: 'sold' });
    expect(JSON.stringify(page).toLowerCase()).not.toContain(sellerEmail);
    expect(JSON.stringify(page)).not.toContain(SELLER_PHONE);
    expectNoneCarries(await walk(stranger, [{ name: 'listWishlist' }]), [
      sellerEmail,
      SELLER_PHONE,
    ]);
  });
});
