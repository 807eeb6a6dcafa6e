import type { Booking, ReceivedBooking } from '@reride/shared';
import { env } from '../lib/env';

let next = 1;
const hexId = (n: number, fill: string) => n.toString(16).padStart(24, fill);

/** A booking as GET /bookings and GET /bookings/:id answer it, unpaid and payable by default. */
export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  const n = next++;
  return {
    _id: hexId(n, 'c'),
    name: 'Rider',
    email: 'rider@example.com',
    bike: `Bike ${n}`,
    bikeId: hexId(n, 'b'),
    sellerEmail: 'sara@example.com',
    img: `${env.apiUrl}/images/${hexId(n, 'a')}`,
    price: 450,
    phone: '01712345678',
    location: 'Dhanmondi',
    bookedOn: '08/03/2025',
    createdAt: '2025-03-08T10:00:00.000Z',
    paid: false,
    status: overrides.paid ? 'paid' : 'booked',
    availability: 'available',
    ...overrides,
  };
}

/** A booking as a seller sees it in GET /bookings/received. */
export function makeReceivedBooking(overrides: Partial<ReceivedBooking> = {}): ReceivedBooking {
  const n = next++;
  return {
    _id: hexId(n, 'c'),
    name: `Buyer ${n}`,
    email: `buyer${n}@example.com`,
    phone: '01712345678',
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
