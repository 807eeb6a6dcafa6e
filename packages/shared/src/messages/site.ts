import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  QUOTE_MIN_COMPARABLES,
  type CONTACT_TOPICS,
} from '../constants';

// The site's own pages: contact, the instant quote (docs/domain.md#quotes), sharing a bike. Plain texts: the web's first page reads them without zod.

const contactTopics: Record<(typeof CONTACT_TOPICS)[number], string> = {
  question: 'A question about buying or selling',
  order: 'An order or a payment',
  listing: 'A listing (something wrong with it)',
  account: 'My account',
  other: 'Something else',
};

export const siteMessages = {
  contact: {
    topics: contactTopics,
    messageTooShort: `Please write at least ${CONTACT_MESSAGE_MIN_LENGTH} characters`,
    messageTooLong: `Please keep it under ${CONTACT_MESSAGE_MAX_LENGTH} characters`,
    sent: 'Thank you: your message reached the ReRide team. We answer by email.',
    send: 'Send message',
    listTitle: 'Contact messages',
    empty: 'No contact messages yet',
    emptyDescription: 'Messages sent from the Contact page show up here, newest first.',
  },
  quote: {
    brandHint: 'Optional: with five or more bikes of that brand, the quote uses them alone.',
    originalPriceHint:
      'Optional: what the bike cost new. Used when too few similar bikes are on ReRide.',
    submit: 'Get my quote',
    /** The answer's headline, by what it rests on. */
    basis: {
      brand: (brand: string, count: number) =>
        `Based on ${count} ${brand} bikes listed or sold on ReRide`,
      category: (count: number) => `Based on ${count} similar bikes listed or sold on ReRide`,
      depreciation: (count: number) =>
        `Estimate from depreciation: only ${count} similar ${count === 1 ? 'bike is' : 'bikes are'} on ReRide, fewer than ${QUOTE_MIN_COMPARABLES}`,
      none: (count: number) =>
        `Not enough data: only ${count} similar ${count === 1 ? 'bike is' : 'bikes are'} on ReRide. Add what the bike cost new for a depreciation estimate.`,
    },
    brandTooFew: (brand: string) =>
      `Fewer than ${QUOTE_MIN_COMPARABLES} ${brand} bikes are on ReRide, so bikes of every brand are compared.`,
  },
} as const;
