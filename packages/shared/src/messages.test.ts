import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, DISPUTE_REASONS } from './bookings';
import { LEDGER_ENTRY_KINDS } from './earnings';
import {
  commonMessages,
  offerMessages,
  orderMessages,
  profileMessages,
  toastMessages,
} from './messages';
import { ORDER_ACTIONS, ORDER_ACTORS, ORDER_EVENT_KINDS } from './orders';

const sorted = (keys: readonly string[]) => [...keys].sort();

describe('messages', () => {
  it('keeps the spec texts verbatim, including the double space of Item  Unreported!', () => {
    expect(toastMessages.unreported).toBe('Item  Unreported!');
    expect(toastMessages.booked('Trek Marlin 5')).toBe('Trek Marlin 5 successfully booked!');
    expect(commonMessages.empty.reported).toBe('There is no reported items to show');
    expect(commonMessages.inline.paymentCongrats).toBe('Congrats! Your payment has been completed');
  });

  it('words a first-answer time as what "within" promises, rounded up', () => {
    const within = profileMessages.profile.answersWithin;
    expect(within(0)).toBe('Usually answers within an hour');
    expect(within(60)).toBe('Usually answers within an hour');
    expect(within(61)).toBe('Usually answers within 2 hours');
    expect(within(23 * 60)).toBe('Usually answers within 23 hours');
    expect(within(23 * 60 + 1)).toBe('Usually answers within a day');
    expect(within(24 * 60 + 1)).toBe('Usually answers within 2 days');
  });

  it('names every status, dispute reason, timeline step, actor, action and earnings entry', () => {
    const { orders } = orderMessages;
    expect(sorted(Object.keys(orders.statusLabels))).toEqual(sorted(BOOKING_STATUSES));
    expect(sorted(Object.keys(orders.disputeReasons))).toEqual(sorted(DISPUTE_REASONS));
    for (const kind of ORDER_EVENT_KINDS) {
      for (const by of ORDER_ACTORS) {
        expect(orders.describeEvent({ kind, by }, 'buyer').sentence).toMatch(/\.$/);
      }
    }
    expect(sorted(Object.keys(orders.actions))).toEqual(
      sorted(ORDER_ACTIONS.filter((action) => action !== 'pay')),
    );
    expect(sorted(Object.keys(orders.entryKinds))).toEqual(sorted(LEDGER_ENTRY_KINDS));
  });

  it('names the action on both buttons of every question, never "Yes" beside "No, cancel"', () => {
    const dialogs = [
      ...Object.values(orderMessages.orders.actions),
      ...Object.values(offerMessages.actions),
    ];
    for (const { confirmLabel, cancelLabel } of dialogs) {
      expect(confirmLabel).not.toMatch(/^(yes|ok|confirm)\b/i);
      expect(cancelLabel).not.toMatch(/^(no|cancel)\b/i);
      expect(confirmLabel).not.toBe(cancelLabel);
    }
    expect(commonMessages.confirm.removeUser('Rafi')).not.toMatch(/Are you sure,/);
  });

  it('keeps the order texts the browser journeys assert', () => {
    const { orders } = orderMessages;
    expect(orders.statusLabels.booked).toBe('Not paid');
    expect(orders.describeEvent({ kind: 'paid', by: 'buyer' }, 'buyer').sentence).toBe('You paid.');
    expect(orders.describeEvent({ kind: 'completed', by: 'admin' }, 'buyer').sentence).toBe(
      'The order was completed.',
    );
    expect(orders.describeEvent({ kind: 'completed', by: 'seller' }, 'buyer').sentence).toBe(
      'The seller entered the handover code at the handover: the order was completed.',
    );
    expect(orders.actions.confirm_handover).toMatchObject({
      label: 'I received the bike',
      title: 'Confirm receipt',
    });
    expect(orders.actions.decline.confirmLabel).toBe('Decline booking');
    expect(orders.actions.cancel).toMatchObject({
      confirmLabel: 'Cancel booking',
      cancelLabel: 'Keep booking',
    });
    expect(orders.entryKinds.completion).toBe('Order completed');
  });
});
