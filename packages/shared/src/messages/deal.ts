// The guided deal: what the bike page tells the person who booked it, and the payment's
// success page (docs/domain.md#orders).

/** Where the viewer's own booking of a bike stands, as the bike page says it. */
export const dealMessages = {
  deal: {
    booked: (price: string, by: string) => `Booked: pay ${price} by ${by}`,
    offerAccepted: (price: string, by: string) => `Offer accepted: pay ${price} by ${by}`,
    pay: (price: string) => `Pay ${price}`,
    paid: 'Paid: meet the seller to collect the bike',
    seeOrder: 'See your order',
    badge: 'Booked by you',
    soldToAnother: 'Sold to another buyer: your booking can no longer be paid',
    noLongerListed: 'This bike is no longer listed: your booking can no longer be paid',
    ended: {
      cancelled: 'You cancelled your booking of this bike',
      declined: 'The seller declined your booking',
      expired: 'Your booking expired: it was not paid in time',
      refunded: 'Your order was refunded',
      completed: 'Completed: the bike is yours',
      disputed: 'Paid, and disputed: an administrator will decide',
    },
    /** Book pressed by a buyer who already booked the bike: their booking opens instead. */
    alreadyBooked: (bike: string) => `You already booked ${bike}: here is your booking`,
  },
  /** The payment page once the booking is paid: what happens next. */
  paymentDone: {
    title: 'Payment complete',
    lead: (bike: string, price: string) => `You paid ${price} for ${bike}. It is yours.`,
    /** Shown while the paid order is read again, with the seller's contact. */
    loading: 'Payment received. Loading what happens next…',
    contactTitle: 'The seller',
    contactLead:
      'Now that you paid, here is how to reach the seller. Agree on a time and place to meet.',
    nextTitle: 'What happens next',
    meet: 'Meet the seller',
    meetText: 'Agree on a time and place; record the meeting time on your order page.',
    check: 'Check the bike and take it home',
    checkText:
      'Once the bike is in your hands, press "I received the bike" on your order page: the order is completed and the seller gets the money.',
    problem: 'If something is wrong',
    problemText: (until: string) =>
      `Until ${until}, or until you confirm receipt, you can ask the seller to cancel (a full refund) or open a dispute on your order page: an administrator decides. After that the order completes by itself.`,
    problemTextUndated:
      'Until you confirm receipt, you can ask the seller to cancel (a full refund) or open a dispute on your order page: an administrator decides.',
    reference: 'Payment reference',
    toOrder: 'Go to your order',
    toOrders: 'My Orders',
  },
} as const;
