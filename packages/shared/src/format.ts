/**
 * Display helpers without zod: the web's first page imports them, and importing them from a
 * module that declares schemas would pull zod into its entry chunk.
 */
import { currentYear } from './constants';

/** dd/mm/yyyy as the spec displays dates. */
export function formatDateText(date: Date): string {
  const dd = String(date.getUTCDate()).padStart(2, '0');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${date.getUTCFullYear()}`;
}

/** A price as cards and pages show it: whole dollars bare ("$1,250"), cents in full ("$20.50"). */
export function formatPrice(amount: number): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: 2 })}`;
}

/** Years of use shown on cards ('Used'). */
export function yearsUsed(purchaseYear: number, now: Date = new Date()): number {
  return Math.max(0, currentYear(now) - purchaseYear);
}

/** Integer cents as money messages state them, always with cents: "$1,234.50". */
export function formatMoney(cents: number): string {
  const dollars = cents / 100;
  return `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** User text (bike names, messages) put into HTML or XML: never markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}
