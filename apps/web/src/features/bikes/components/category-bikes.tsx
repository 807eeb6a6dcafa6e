/**
 * Slot for the bike grid of /category/:id (1, 2 or 3 columns, loading indicator, booking modal).
 * TODO(issue 4): fetch GET /bikes/category/:categoryId and render the bike cards here.
 */
export function CategoryBikes(_props: { categoryId: string }) {
  return null;
}
