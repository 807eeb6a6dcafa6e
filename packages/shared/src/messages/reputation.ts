// A seller's reputation beside their bikes (docs/domain.md#reputation): a file of its own, so a
// bike's page loads these lines alone
// (docs/decisions/011-javascript-budgets-without-the-framework.md).

/** "1 review", "3 reviews". */
export const plural = (count: number, one: string, many: string) =>
  count === 1 ? `1 ${one}` : `${count} ${many}`;

export const reputationMessages = {
  newSeller: 'New seller',
  heading: 'About the seller',
  loadFailed: "We couldn't load the seller's reputation",
  rating: (average: number, count: number) =>
    `${average.toFixed(1)} out of 5 (${plural(count, 'review', 'reviews')})`,
  sellerCancelled: (share: number) =>
    `Cancelled ${Math.round(share * 100)}% of paid orders as a seller`,
} as const;
