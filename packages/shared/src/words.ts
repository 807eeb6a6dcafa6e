/**
 * The words of a text as search and place names compare them: lowercased, diacritics stripped,
 * apostrophes dropped ("Cox’s" → "coxs"), split on anything but letters and digits.
 */
export function words(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}
