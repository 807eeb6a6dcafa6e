/** What a card form's confirmation came to: the intent paid, or the provider's card error. */
export type ConfirmOutcome =
  { kind: 'succeeded'; intentId: string } | { kind: 'card-error'; message: string };

/** What the checkout hands to either card form (the sandbox's or Stripe Elements). */
export interface CardFormProps {
  /** Null until the intent exists: Pay stays disabled. */
  clientSecret: string | null;
  intentId: string | null;
  /** Billing details sent with the confirmation (docs/domain.md#api-calls: name and email). */
  billing: { name: string; email: string };
  processing: boolean;
  /** The provider's message, shown under the card field. */
  cardError: string | null;
  /** Runs the form's confirmation, then records the payment. Ignored while one is running. */
  onPay: (confirm: () => Promise<ConfirmOutcome>) => void;
}

/** "MM/YY" (or MM/YYYY); anything else goes as 0 so the provider names the bad part. */
export function parseExpiry(text: string): { expMonth: number; expYear: number } {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return { expMonth: 0, expYear: 0 };
  return { expMonth: Number(match[1]), expYear: Number(match[2]) };
}
