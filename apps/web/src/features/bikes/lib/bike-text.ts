import { yearsUsed } from '@reride/shared';

/** "0 years", "1 year", "4 years": current year minus purchase year (SPEC §9). */
export function formatYearsUsed(purchaseYear: number, now?: Date): string {
  const years = yearsUsed(purchaseYear, now);
  return years === 1 ? '1 year' : `${years} years`;
}
