import { yearsUsed, type Bike } from '@reride/shared';

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
