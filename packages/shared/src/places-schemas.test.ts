import { describe, expect, it } from 'vitest';
import { CreateBikeBodySchema, EditBikeBodySchema } from './bikes';
import { SearchBikesQuerySchema } from './bike-search';
import { placesMessages } from './messages';

/** The listing form's place and the search's centre (docs/domain.md#places). */
const pm = placesMessages;
const form = {
  name: 'Trek Marlin 7',
  resalePrice: 450,
  originalPrice: 900,
  purchaseYear: 2021,
  mobile: '01711223344',
};
const img = '/images/0123456789abcdef01234567';

const issuesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('a listing form with a place', () => {
  it("takes the place's city when no city is given, and keeps a matching one", () => {
    expect(EditBikeBodySchema.parse({ ...form, placeId: 'agrabad' })).toMatchObject({
      placeId: 'agrabad',
      location: 'Chattogram, Bangladesh',
    });
    expect(
      CreateBikeBodySchema.parse({
        ...form,
        img,
        placeId: 'uttara',
        location: 'Dhaka, Bangladesh',
      }),
    ).toMatchObject({ placeId: 'uttara', location: 'Dhaka, Bangladesh' });
    expect(EditBikeBodySchema.parse({ ...form, placeId: '' }).placeId).toBeUndefined();
  });

  it('refuses a place outside the city and an unknown place, with their messages', () => {
    const mismatch = EditBikeBodySchema.safeParse({
      ...form,
      placeId: 'uttara',
      location: 'Sylhet, Bangladesh',
    });
    expect(issuesOf(mismatch)).toEqual([pm.placeCityMismatch]);
    expect(
      issuesOf(CreateBikeBodySchema.safeParse({ ...form, img, placeId: 'nowhere' })),
    ).toContain(pm.unknownPlace);
  });
});

describe('SearchBikesQuerySchema centre', () => {
  it('reads a place or a position, and a radius', () => {
    expect(
      SearchBikesQuerySchema.parse({ near: 'mirpur', radiusKm: '15', sort: 'distance' }),
    ).toMatchObject({ near: 'mirpur', radiusKm: 15, sort: 'distance' });
    expect(SearchBikesQuerySchema.parse({ lat: '23.8', lon: '90.4' })).toMatchObject({
      lat: 23.8,
      lon: 90.4,
      sort: 'newest',
    });
  });

  it.each([
    [{ lat: '23.8' }, pm.latLonTogether],
    [{ lat: '19.9', lon: '90' }, pm.outsideBangladesh],
    [{ sort: 'distance' }, pm.distanceNeedsCentre],
    [{ near: 'mirpur', radiusKm: '500' }, pm.radiusRange],
    [{ near: 'narnia' }, pm.unknownPlace],
  ])('refuses %o', (query, message) => {
    expect(issuesOf(SearchBikesQuerySchema.safeParse(query))).toContain(message);
  });
});
