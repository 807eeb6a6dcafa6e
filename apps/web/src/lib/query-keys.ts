/**
 * Roots of query keys that more than one feature touches. Features never import each other, so
 * a feature whose mutation changes another feature's data invalidates that data by its root
 * (e.g. reporting a bike refreshes every bike list; a payment marks a bike Sold).
 */
export const queryRoots = {
  /** Every bike list: category pages, advertised items, a seller's products. */
  bikes: ['bikes'],
  /** A seller's My Products: an order notification refreshes it (a booking, a sale). */
  myBikes: ['bikes', 'mine'],
  /** The admins' Reported Items. */
  reported: ['reported'],
  /** The admins' Reported Messages: a moderation notification refreshes it. */
  reportedMessages: ['reported-messages'],
  /** The admins' Contact Messages: a moderation notification refreshes it. */
  contactMessages: ['contact-messages'],
  /**
   * Every order view: the order page, My Orders, received bookings, the admins' lists. A live
   * order notification refreshes them.
   */
  bookings: ['bookings'],
  /** Each conversation and what it holds (messages, offers): a live message refreshes its own. */
  conversations: ['conversations'],
  /** The Inbox and the nav's unread count, which a live message or offer refreshes too. */
  inbox: ['conversations', 'inbox'],
  unreadMessages: ['conversations', 'unread'],
  /** The Overview's to-dos: counts of orders, messages and reports, so any notification refreshes them. */
  todos: ['todos'],
  /** The person's own sanction (the dashboard's banner): an account notification refreshes it. */
  mySanction: ['users', 'me', 'sanction'],
  /** Reviews of an order and of a person: a review notification refreshes them. */
  reviews: ['reviews'],
} as const;
