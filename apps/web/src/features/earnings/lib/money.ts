import { formatPrice, fromCents } from '@reride/shared';

/** Integer cents as the app shows prices: "$1,234.50", or "$1,234" for whole dollars. */
export const formatCents = (cents: number): string => formatPrice(fromCents(cents));

/** A ledger change: "+$40", "−$40", or a dash when the entry leaves this balance alone. */
export function formatChange(cents: number): string {
  if (cents === 0) return '—';
  return `${cents > 0 ? '+' : '−'}${formatCents(Math.abs(cents))}`;
}
