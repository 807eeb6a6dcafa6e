import type { TodoKind } from '../todos';

// Type-only import: a page's texts must not pull zod into its first load.

/** "1 booking" / "3 bookings". */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One line of the Overview's to-do list: how many, and what to do. */
const todoLines: Record<TodoKind, (n: number) => string> = {
  pay: (n) => `${count(n, 'booking', 'bookings')} to pay before it expires`,
  confirm_receipt: (n) =>
    `${count(n, 'paid order', 'paid orders')}: confirm once you have the bike`,
  answer_cancel_request: (n) => `${count(n, 'request', 'requests')} to cancel an order to answer`,
  answer_dispute: (n) => `${count(n, 'dispute', 'disputes')} waiting for your side`,
  read_messages: (n) => `${count(n, 'unread message', 'unread messages')}`,
  decide_dispute: (n) => `${count(n, 'open dispute', 'open disputes')} to decide`,
  review_reported_bikes: (n) => `${count(n, 'reported bike', 'reported bikes')} to review`,
  review_reported_messages: (n) => `${count(n, 'reported message', 'reported messages')} to review`,
};

export const todoMessages = {
  todos: {
    title: 'To do',
    lines: todoLines,
    none: 'Nothing waits for you right now.',
    loadFailed: "We couldn't load your to-dos",
  },
} as const;
