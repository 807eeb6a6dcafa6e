import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { checkSales } from './audit';

const seller = new ObjectId();
const buyer = new ObjectId();
const bikeId = new ObjectId();
const bookingId = new ObjectId();
const bike = {
  _id: bikeId,
  status: 'Sold',
  sellerId: seller,
  resalePrice: 120.5,
  soldBookingId: bookingId,
};
const booking = {
  _id: bookingId,
  bikeId,
  buyerId: buyer,
  price: 120.5,
  paid: true,
  refunded: false,
};
const payment = { bookingId, bikeId, price: 120.5, amount: 12050 };

describe('checkSales', () => {
  it('passes a sold bike with one paid booking and one payment in cents', () => {
    expect(checkSales([bike], [booking], [payment])).toEqual([]);
  });

  it('reports a sale without its payment record', () => {
    expect(checkSales([bike], [booking], [])).toEqual([
      `bike ${bikeId.toHexString()} has 0 payment record(s) for 1 paid booking(s)`,
    ]);
  });

  it('reports a paid booking on a bike still for sale, and an amount off by a cent', () => {
    const problems = checkSales(
      [{ ...bike, status: 'unsold' }],
      [booking],
      [{ ...payment, amount: 12049 }],
    );
    expect(problems).toHaveLength(2);
  });

  it('holds an order made of an accepted offer to the offer’s price, not the bike’s', () => {
    const offerId = new ObjectId();
    const agreed = { ...booking, price: 100, offerId };
    const paidAgreed = { ...payment, price: 100, amount: 10000 };
    const offer = { _id: offerId, state: 'accepted', agreedPrice: 100 };
    expect(checkSales([bike], [agreed], [paidAgreed], [offer])).toEqual([]);
    expect(
      checkSales([bike], [agreed], [paidAgreed], [{ ...offer, agreedPrice: 90 }]),
    ).toHaveLength(1);
    expect(checkSales([bike], [agreed], [paidAgreed], [])).toHaveLength(1);
  });

  it('reports a buyer booking their own bike', () => {
    expect(checkSales([{ ...bike, sellerId: buyer }], [booking], [payment])).toHaveLength(1);
  });
});
