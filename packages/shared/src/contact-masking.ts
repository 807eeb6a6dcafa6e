/**
 * Phone numbers and email addresses in messages stay private until the order is paid
 * (docs/domain.md#conversations): before that, the other side reads them masked.
 *
 * Written without zod: the web's conversation page imports it.
 */

/** What a masked phone number or email address reads as. */
export const CONTACT_MASKS = { phone: '[phone hidden]', email: '[email hidden]' } as const;

// An address, also written "name (at) host (dot) com" or "name [at] host.com" to slip past filters.
const AT = String.raw`(?:@|\s*[([]\s*at\s*[)\]]\s*)`;
const DOT = String.raw`(?:\.|\s*[([]\s*dot\s*[)\]]\s*)`;
const EMAIL = new RegExp(String.raw`[\w.+-]+${AT}[\w-]+(?:${DOT}[\w-]+)+`, 'gi');

// Eight or more digits, which may be spaced, dashed, dotted or bracketed, with an optional "+" or "(":
// every phone number of Bangladesh (11 digits, 13 with +880) and abroad, but no price or year.
const PHONE = /\(?\+?\d(?:[\s().-]{0,2}\d){7,}/g;
// …except a date written with its separators, such as 2021-05-14 or 14.05.2021.
const DATE = /^(?:\d{4}([.-])\d{1,2}\1\d{1,2}|\d{1,2}([.-])\d{1,2}\2\d{4})$/;

/** `text` with every phone number and email address replaced by its mask, and whether any was. */
export function maskContacts(text: string): { text: string; masked: boolean } {
  const masked = text
    .replace(EMAIL, CONTACT_MASKS.email)
    .replace(PHONE, (digits) => (DATE.test(digits) ? digits : CONTACT_MASKS.phone));
  return { text: masked, masked: masked !== text };
}
