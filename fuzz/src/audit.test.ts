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

  it('holds an order made of an accepted offer to at most the offer’s price', () => {
    const offerId = new ObjectId();
    const agreed = { ...booking, price: 100, offerId };
    const paidAgreed = { ...payment, price: 100, amount: 10000 };
    const offer = { _id: offerId, state: 'accepted', agreedPrice: 100 };
    expect(checkSales([bike], [agreed], [paidAgreed], [offer])).toEqual([]);
    expect(
      checkSales([bike], [agreed], [paidAgreed], [{ ...offer, agreedPrice: 90 }]),
    ).toHaveLength(1);
    // A cut below the agreed price lowered the order: still within the offer.
    expect(checkSales([bike], [agreed], [paidAgreed], [{ ...offer, agreedPrice: 110 }])).toEqual(
      [],
    );
    expect(checkSales([bike], [agreed], [paidAgreed], [])).toHaveLength(1);
  });

  it('holds a booking to no more than its bike asks now: a raise leaves it, a cut lowers it', () => {
    const open = { ...booking, paid: false };
    const forSale = { ...bike, status: 'unsold', soldBookingId: null };
    const raised = { ...forSale, resalePrice: 150 };
    expect(checkSales([raised], [open], [])).toEqual([]);
    const cutBelow = { ...forSale, resalePrice: 100 };
    expect(checkSales([cutBelow], [open], [])).toEqual([
      `booking ${bookingId.toHexString()} costs 120.5, more than its bike's 100`,
    ]);
    // An ended booking is not lowered by a later cut.
    expect(checkSales([cutBelow], [{ ...open, endedAs: 'cancelled' }], [])).toEqual([]);
  });

  it('reports a buyer booking their own bike', () => {
    expect(checkSales([{ ...bike, sellerId: buyer }], [booking], [payment])).toHaveLength(1);
  });
});
