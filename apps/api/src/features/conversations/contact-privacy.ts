import { maskContacts } from '@reride/shared';
import type { OrdersApi } from '../orders/orders.feature';
import type { ConversationRecord, Side } from './conversations.repository';

/**
 * Phone numbers and emails typed into messages stay private until the order is paid
 * (docs/domain.md#conversations): the rule the order page follows for the seller's contact,
 * applied to what the two wrote. Stored as written; masked when read, so payment opens them all.
 */
export interface ContactPrivacy {
  /** Whether the pair may read each other's contact details: the buyer's order is paid. */
  open(c: ConversationRecord): Promise<boolean>;
  /** `text` as the other side reads it now (the bell's preview). */
  forOtherSide(c: ConversationRecord, text: string): Promise<string>;
  /** The Inbox line as `reader` reads it: the writer's own line as written. */
  lastLine(c: ConversationRecord, reader: Side): Promise<string>;
}

/**
 * A message as `reader` gets it while contacts are closed: the other side's text masked; the
 * writer's own as written. `contactHidden` says either that something was masked or, on one's own
 * message, that the other side reads it masked.
 */
export function shownText(text: string, open: boolean, ownMessage: boolean) {
  if (open) return { text, contactHidden: false };
  const masked = maskContacts(text);
  return { text: ownMessage ? text : masked.text, contactHidden: masked.masked };
}

export function createContactPrivacy(
  orders: Pick<OrdersApi, 'findByBikeAndBuyer'>,
): ContactPrivacy {
  async function open(c: ConversationRecord) {
    const order = await orders.findByBikeAndBuyer(c.bikeId, c.buyerId);
    // A payment given back (the bike went to another buyer) opens nothing.
    return order !== null && order.paid && !order.refunded;
  }
  async function forOtherSide(c: ConversationRecord, text: string) {
    const masked = maskContacts(text);
    // Only a line with contact details costs the order's lookup.
    return masked.masked && !(await open(c)) ? masked.text : text;
  }
  return {
    open,
    forOtherSide,
    lastLine: async (c, reader) =>
      c.lastFrom === reader ? c.lastMessage : forOtherSide(c, c.lastMessage),
  };
}
