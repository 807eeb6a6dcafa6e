import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@reride/shared';
import { cardBrand, evaluateCard, passesLuhn, summariseCard } from './test-cards';

const NOW = new Date('2030-06-15T12:00:00Z');
const card = (number: string, extra: Partial<Parameters<typeof evaluateCard>[0]> = {}) => ({
  number,
  expMonth: 12,
  expYear: 2034,
  cvc: '123',
  ...extra,
});

describe('sandbox test cards', () => {
  it('charges 4242 4242 4242 4242, typed with spaces', () => {
    expect(evaluateCard(card('4242 4242 4242 4242'), NOW)).toBeNull();
  });

  it('declines 4000 0000 0000 0002 with generic_decline', () => {
    expect(evaluateCard(card(TEST_CARDS.declined), NOW)).toEqual({
      code: 'card_declined',
      declineCode: 'generic_decline',
      message: 'Your card was declined.',
    });
  });

  it('declines 4000 0000 0000 9995 for insufficient funds', () => {
    expect(evaluateCard(card(TEST_CARDS.insufficientFunds), NOW)).toEqual({
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });

  it('refuses a number that fails the Luhn check as incorrect_number', () => {
    expect(evaluateCard(card('4242424242424241'), NOW)).toMatchObject({
      code: 'incorrect_number',
      message: 'Your card number is incorrect.',
    });
  });

  it('refuses letters and too-short numbers as incorrect_number', () => {
    expect(evaluateCard(card('4242abcd42424242'), NOW)?.code).toBe('incorrect_number');
    expect(evaluateCard(card('42'), NOW)?.code).toBe('incorrect_number');
  });

  it('refuses a card whose expiry month has passed, and accepts one expiring this month', () => {
    expect(evaluateCard(card(TEST_CARDS.success, { expMonth: 5, expYear: 2030 }), NOW)).toEqual({
      code: 'expired_card',
      message: 'Your card has expired.',
    });
    expect(evaluateCard(card(TEST_CARDS.success, { expMonth: 6, expYear: 30 }), NOW)).toBeNull();
  });

  it('refuses an impossible expiry month', () => {
    expect(evaluateCard(card(TEST_CARDS.success, { expMonth: 13 }), NOW)?.code).toBe(
      'invalid_expiry_month',
    );
  });

  it('refuses a malformed CVC as invalid_cvc (three digits, four for Amex)', () => {
    expect(evaluateCard(card(TEST_CARDS.success, { cvc: '12' }), NOW)?.code).toBe('invalid_cvc');
    expect(evaluateCard(card(TEST_CARDS.success, { cvc: '12a' }), NOW)?.code).toBe('invalid_cvc');
    expect(evaluateCard(card('378282246310005', { cvc: '1234' }), NOW)).toBeNull();
    expect(evaluateCard(card('378282246310005', { cvc: '123' }), NOW)?.code).toBe('invalid_cvc');
  });

  it('charges any other valid card, like Stripe generic test numbers', () => {
    expect(evaluateCard(card('5555555555554444'), NOW)).toBeNull();
    expect(evaluateCard(card('6011111111111117'), NOW)).toBeNull();
  });

  it('keeps only brand, last four digits and expiry of a card', () => {
    expect(summariseCard(card('4242-4242-4242-4242', { expYear: 34 }))).toEqual({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2034,
    });
  });

  it('recognises brands and the Luhn checksum', () => {
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
  });
});
