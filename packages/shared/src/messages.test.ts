import { describe, expect, it } from 'vitest';
import { messages } from './messages';

describe('messages', () => {
  it('keeps the spec texts verbatim, including the double space of Item  Unreported!', () => {
    expect(messages.toast.unreported).toBe('Item  Unreported!');
    expect(messages.toast.booked('Trek Marlin 5')).toBe('Trek Marlin 5 successfully booked!');
    expect(messages.confirm.removeUser('Rafi')).toBe('Are you sure, you want to remove Rafi?');
    expect(messages.confirm.deleteProduct('Trek')).toBe('Are you sure, you want to delete Trek?');
    expect(messages.empty.reported).toBe('There is no reported items to show');
    expect(messages.inline.paymentCongrats).toBe('Congrats! Your payment has been completed');
  });
});
