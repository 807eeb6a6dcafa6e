// What every bike's card shows a visitor beside the bike: the first page draws cards, so these
// lines are kept apart from their areas' other texts and are all it loads of them
// (docs/decisions/011-javascript-budgets-without-the-framework.md).

export const bikeCardMessages = {
  /** A lowered price's former price (docs/domain.md#prices). */
  wasPrice: (price: string) => `was ${price}`,
  /** A card's distance in a search with a centre (docs/domain.md#places). */
  kmAway: (km: number) => `${km.toFixed(1)} km away`,
  /** The Verified badge's two criteria (docs/domain.md#seller-verification). */
  verifiedCriteria: 'Phone confirmed · Checked by ReRide',
} as const;
