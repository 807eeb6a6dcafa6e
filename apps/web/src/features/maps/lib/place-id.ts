/**
 * A listing's gazetteer place, read defensively: listings older than places have none, and the
 * field is optional in the shared schema (docs/decisions/014-places-and-distance.md).
 */
export function placeIdOf(listing: object): string | undefined {
  const value = (listing as { placeId?: unknown }).placeId;
  return typeof value === 'string' && value !== '' ? value : undefined;
}
