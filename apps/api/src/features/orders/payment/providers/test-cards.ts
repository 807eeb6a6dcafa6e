import { TEST_CARDS } from '@reride/shared';

/** A card as the sandbox's confirm endpoint receives it. Never stored whole: see `summariseCard`. */
export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** A Stripe `card_error`: code, optional decline code, and the sentence shown to the buyer. */
export interface CardFailure {
  code: string;
  declineCode?: string;
  message: string;
}

const DECLINED = 'Your card was declined.';

/**
 * Stripe's documented test cards and what confirming with them does
 * (https://docs.stripe.com/testing#declined-payments). Any other valid card succeeds.
 */
const TEST_CARD_OUTCOMES: Record<string, CardFailure> = {
  [TEST_CARDS.declined]: {
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: DECLINED,
  },
  [TEST_CARDS.insufficientFunds]: {
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000009987': { code: 'card_declined', declineCode: 'lost_card', message: DECLINED },
  '4000000000009979': { code: 'card_declined', declineCode: 'stolen_card', message: DECLINED },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  '4000000000000119': {
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
};

/** Spaces and dashes are how people type card numbers; anything else makes it incorrect. */
export function normaliseCardNumber(number: string): string {
  return number.replace(/[\s-]/g, '');
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65)/.test(digits)) return 'discover';
  return 'unknown';
}

/** Two-digit years mean this century, as on the card itself and in Stripe's API. */
function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

function formatFailure(card: CardInput, digits: string, now: Date): CardFailure | null {
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    return { code: 'incorrect_number', message: 'Your card number is incorrect.' };
  }
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    return { code: 'invalid_expiry_month', message: "Your card's expiration month is invalid." };
  }
  if (!Number.isInteger(card.expYear) || card.expYear < 0) {
    return { code: 'invalid_expiry_year', message: "Your card's expiration year is invalid." };
  }
  // A card is good through the last day of its expiry month.
  const year = fullYear(card.expYear);
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (card.expMonth - 1) < thisMonth) {
    return { code: 'expired_card', message: 'Your card has expired.' };
  }
  const cvcLength = cardBrand(digits) === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) {
    return { code: 'invalid_cvc', message: "Your card's security code is invalid." };
  }
  return null;
}

/** What confirming with this card does: null when it is charged, else Stripe's card error. */
export function evaluateCard(card: CardInput, now: Date): CardFailure | null {
  const digits = normaliseCardNumber(card.number);
  return formatFailure(card, digits, now) ?? TEST_CARD_OUTCOMES[digits] ?? null;
}

/** What may be kept about a card: never the full number or the CVC. */
export function summariseCard(card: CardInput): {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
} {
  const digits = normaliseCardNumber(card.number);
  return {
    brand: cardBrand(digits),
    last4: digits.slice(-4),
    expMonth: card.expMonth,
    expYear: fullYear(card.expYear),
  };
}
