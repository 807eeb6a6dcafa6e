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

/** A whole number with thousands separators ("10,000"), as `toLocaleString('en-US')` writes it. */
export function formatCount(count: number): string {
  const digits = String(Math.trunc(Math.abs(count))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return count < 0 ? `-${digits}` : digits;
}

/**
 * Dollars with thousands separators, as `toLocaleString('en-US')` writes them. By hand: a
 * `toLocaleString` with options builds a new number formatter on every call, which took a
 * phone tens of milliseconds for a page of cards while the page hydrated.
 */
function dollars(amount: number, alwaysCents: boolean): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = formatCount(Math.floor(cents / 100));
  const rest = cents % 100;
  const fraction = alwaysCents || rest !== 0 ? `.${String(rest).padStart(2, '0')}` : '';
  return `${amount < 0 ? '-' : ''}${whole}${fraction}`;
}

/** A price as cards and pages show it: whole dollars bare ("$1,250"), cents in full ("$20.50"). */
export function formatPrice(amount: number): string {
  return `$${dollars(amount, !Number.isInteger(amount))}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "March 2024" (UTC), without building an Intl formatter while a page hydrates. */
export function formatMonthYear(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "Mar 5, 2024" (UTC), as Intl's medium date style writes it in en-US. */
export function formatMediumDate(date: Date): string {
  const month = MONTHS[date.getUTCMonth()]!.slice(0, 3);
  return `${month} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** Years of use shown on cards ('Used'). */
export function yearsUsed(purchaseYear: number, now: Date = new Date()): number {
  return Math.max(0, currentYear(now) - purchaseYear);
}

/** Integer cents as money messages state them, always with cents: "$1,234.50". */
export function formatMoney(cents: number): string {
  return `$${dollars(cents / 100, true)}`;
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
