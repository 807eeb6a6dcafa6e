import { formatCount, yearsUsed, type Bike, type ListTotal } from '@reride/shared';

/** "0 years", "1 year", "4 years": current year minus purchase year (docs/domain.md#constants). */
export function formatYearsUsed(purchaseYear: number, now?: Date): string {
  const years = yearsUsed(purchaseYear, now);
  return years === 1 ? '1 year' : `${years} years`;
}

/** "Trek · Frame M · 29\" wheels": the attributes a seller gave, compactly; '' when none. */
export function formatAttributes(bike: Pick<Bike, 'brand' | 'frameSize' | 'wheelSize'>): string {
  return [
    bike.brand,
    bike.frameSize && `Frame ${bike.frameSize}`,
    bike.wheelSize && `${bike.wheelSize} wheels`,
  ]
    .filter(Boolean)
    .join(' · ');
}

const plural = (count: number, noun: string) => (count === 1 ? noun : `${noun}s`);

/** "23", "10,000+": a list's total as its first page gave it. */
export function formatTotal(total: ListTotal): string {
  return `${formatCount(total.count)}${total.atLeast ? '+' : ''}`;
}

/** "Showing 9 of 23 bikes"; "Showing 9 bikes" when the total is not known. */
export function showingText(shown: number, total: ListTotal | null | undefined, noun: string) {
  if (!total) return `Showing ${shown} ${plural(shown, noun)}`;
  const of = total.atLeast ? 2 : total.count;
  return `Showing ${shown} of ${formatTotal(total)} ${plural(of, noun)}`;
}

/** Above search results: how many in all, or how many so far when the total is not known. */
export function foundText(shown: number, total: ListTotal | null | undefined, more: boolean) {
  if (total)
    return `${formatTotal(total)} ${plural(total.atLeast ? 2 : total.count, 'bike')} found`;
  const bikes = plural(shown, 'bike');
  return more ? `Showing the first ${shown} ${bikes}; more below` : `${shown} ${bikes} found`;
}
