import type { Booking, Order, OrderSummary, ReceivedBooking } from '@reride/shared';
import { env } from '../lib/env';

let next = 1;
const hexId = (n: number, fill: string) => n.toString(16).padStart(24, fill);

/** What every view of an order shares: its id, the bike with its photo and price, when. */
function orderCore(n: number) {
  return {
    _id: hexId(n, 'c'),
    bike: `Bike ${n}`,
    bikeId: hexId(n, 'b'),
    img: `${env.apiUrl}/images/${hexId(n, 'a')}`,
    price: 450,
    createdAt: '2025-03-08T10:00:00.000Z',
  };
}

/**
 * A booking as GET /bookings and GET /bookings/:id answer it, unpaid and payable by default: the
 * seller's email only once paid (docs/domain.md#contact-privacy).
 */
export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  const n = next++;
  return {
    ...orderCore(n),
    name: 'Rider',
    email: 'rider@example.com',
    ...(overrides.paid ? { sellerEmail: 'sara@example.com' } : {}),
    phone: '01712345678',
    location: 'Dhanmondi',
    bookedOn: '08/03/2025',
    paid: false,
    status: overrides.paid ? 'paid' : 'booked',
    availability: 'available',
    ...overrides,
  };
}

/** A booking as a seller sees it in GET /bookings/received: the buyer's phone once paid. */
export function makeReceivedBooking(overrides: Partial<ReceivedBooking> = {}): ReceivedBooking {
  const n = next++;
  return {
    _id: hexId(n, 'c'),
    name: `Buyer ${n}`,
    email: `buyer${n}@example.com`,
    ...(overrides.paid ? { phone: '01712345678' } : {}),
    location: 'Dhanmondi',
    bikeId: hexId(n, 'b'),
    bike: `Bike ${n}`,
    price: 450,
    bookedOn: '08/03/2025',
    createdAt: '2025-03-08T10:00:00.000Z',
    paid: false,
    status: overrides.paid ? 'paid' : 'booked',
    ...overrides,
  };
}

/** An order as GET /orders/:id answers it: paid, seen by its buyer, with no action by default. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  const n = next++;
  return {
    ...orderCore(n),
    viewer: 'buyer',
    status: 'paid',
    bookedOn: '08/03/2025',
    location: 'Dhanmondi',
    paidAt: '2025-03-09T10:00:00.000Z',
    buyer: { name: 'Rider Rahman', email: 'rider@example.com', phone: '01712345678' },
    seller: { name: 'Sara Seller', email: 'sara@example.com', phone: '01799887766' },
    events: [
      { kind: 'booked', at: '2025-03-08T10:00:00.000Z', by: 'buyer' },
      { kind: 'paid', at: '2025-03-09T10:00:00.000Z', by: 'buyer' },
    ],
    actions: [],
    ...overrides,
  };
}

/** A row of the administrators' All orders and Disputes lists. */
export function makeOrderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  const n = next++;
  return {
    ...orderCore(n),
    status: 'paid',
    paidAt: '2025-03-09T10:00:00.000Z',
    buyerName: `Buyer ${n}`,
    buyerEmail: `buyer${n}@example.com`,
    sellerEmail: 'sara@example.com',
    ...overrides,
  };
}
