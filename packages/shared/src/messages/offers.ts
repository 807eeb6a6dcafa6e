import type { OfferAction, OfferState } from '../offers';

// Type-only imports: a page's texts must not pull zod into its first load.

/** Where an offer stands, as its card says it (words, never colour alone). */
const states: Record<OfferState, string> = {
  open: "Waiting for the seller's answer",
  countered: "Countered: waiting for the buyer's answer",
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired: not answered in time',
  ended: 'Ended: the bike is no longer for sale',
};

/** An offer action's button, and the title and button of its confirmation. */
const actions: Record<
  Exclude<OfferAction, 'pay'>,
  { label: string; title: string; confirmLabel: string; cancelLabel: string }
> = {
  accept: {
    label: 'Accept',
    title: 'Accept the offer',
    confirmLabel: 'Accept the offer',
    cancelLabel: 'Not now',
  },
  decline: {
    label: 'Decline',
    title: 'Decline the offer',
    confirmLabel: 'Decline the offer',
    cancelLabel: 'Keep the offer',
  },
  counter: {
    label: 'Counter',
    title: 'Make a counter-offer',
    confirmLabel: 'Send the counter-offer',
    cancelLabel: 'Not now',
  },
};

/** Offers inside a conversation (docs/domain.md#offers): refusals, the card and its dialogs. */
export const offerMessages = {
  notFound: 'Offer not found',
  buyerOnly: 'Only the buyer can make an offer',
  alreadyOpen: 'You already have an open offer on this bike: wait for its answer',
  alreadyOrdered: 'You already ordered this bike: offers no longer apply',
  belowAsking: (asking: string) => `An offer must be below the asking price (${asking})`,
  aboveOffer: (offer: string) => `A counter-offer must be above the buyer's offer (${offer})`,
  askingNowLower: 'The asking price is now at or below this offer: book the bike at its price',
  notYourTurn: "This offer is waiting for the other side's answer",
  alreadyAccepted: 'This offer has already been accepted',
  alreadyDeclined: 'This offer has already been declined',
  expired: 'This offer expired: it was not answered in time',
  ended: 'This offer ended: the bike is no longer for sale',
  /** The conversation's line that carries the offer's card (and the Inbox's last message). */
  madeText: (amount: string) => `Offered ${amount}`,
  states,
  actions,
  pay: 'Pay for the order',
  viewOrder: 'View the order',
  makeTitle: 'Make an offer',
  makeHint: (asking: string, minimum: string) =>
    `At least ${minimum} and below the asking price of ${asking}. The seller can accept, decline or counter.`,
  amountLabel: 'Your offer ($)',
  counterLabel: 'Your counter-offer ($)',
  send: 'Send the offer',
  /**
   * Where the offer stands, to the party reading it: the one whose answer is awaited reads
   * "your answer", and an accepted counter-offer is not the buyer's offer accepted.
   */
  stateFor: (offer: { state: OfferState; role: 'buyer' | 'seller'; counterAmount?: number }) => {
    if (offer.state === 'countered' && offer.role === 'buyer')
      return 'Countered: waiting for your answer';
    if (offer.state === 'open' && offer.role === 'seller') return 'Waiting for your answer';
    if (offer.state === 'accepted' && offer.counterAmount !== undefined)
      return 'Counter-offer accepted';
    return states[offer.state];
  },
  yourOffer: 'Your offer',
  buyerOffer: (name: string) => `${name}'s offer`,
  counter: (amount: string) => `Counter-offer: ${amount}`,
  agreed: (amount: string) => `Agreed price: ${amount}`,
  expires: (when: string) => `Answer by ${when}`,
  confirm: {
    accept: (amount: string, bike: string) =>
      `Accept ${amount} for ${bike}? An order is created at this price.`,
    decline: (amount: string, bike: string) => `Decline the offer of ${amount} for ${bike}?`,
    counter: (offer: string, asking: string) =>
      `The buyer offered ${offer}. Propose more than that and less than ${asking}.`,
  },
  madeToast: 'Your offer was sent to the seller',
  acceptedToast: 'Offer accepted: the order is created',
  declinedToast: 'Offer declined',
  counteredToast: 'Counter-offer sent',
} as const;
