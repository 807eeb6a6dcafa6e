import { describe, expect, it } from 'vitest';
import { findPlace } from '@reride/shared/places';
import { BANGLADESH_BOUNDS, groupMarkers, markerBounds, markerLabel } from './map-markers';

const bike = (id: string, location: string, placeId?: string) => ({
  _id: id,
  name: `Bike ${id}`,
  location,
  placeId,
});

describe('groupMarkers', () => {
  it('puts the bikes of one place under one marker, in the order of the list', () => {
    const markers = groupMarkers([
      bike('1', 'Dhaka, Bangladesh', 'banani'),
      bike('2', 'Chattogram, Bangladesh'),
      bike('3', 'Dhaka, Bangladesh', 'banani'),
      bike('4', 'Dhaka, Bangladesh'),
    ]);
    expect(markers.map((m) => [m.place.id, m.bikes.map((b) => b.id)])).toEqual([
      ['banani', ['1', '3']],
      ['chattogram', ['2']],
      ['dhaka', ['4']],
    ]);
  });

  it("stands a bike without a place, or with an unknown one, at its city's centre", () => {
    const [marker] = groupMarkers([bike('1', 'Khulna, Bangladesh', 'no-such-place')]);
    expect(marker?.place).toEqual(findPlace('khulna'));
  });

  it('leaves out a bike whose location is not one of ours instead of failing', () => {
    expect(groupMarkers([bike('1', 'Atlantis'), bike('2', 'Dhaka, Bangladesh')])).toHaveLength(1);
  });

  it('counts a bike once even when a page repeats it', () => {
    const [marker] = groupMarkers([bike('1', 'Dhaka, Bangladesh'), bike('1', 'Dhaka, Bangladesh')]);
    expect(marker?.bikes).toHaveLength(1);
    expect(markerLabel(marker!, 'Dhaka')).toBe('1 bike at Dhaka');
  });
});

describe('markerBounds', () => {
  it('is the whole country without markers', () => {
    expect(markerBounds([])).toEqual(BANGLADESH_BOUNDS);
  });

  it('spans every marker', () => {
    const markers = groupMarkers([
      bike('1', 'Dhaka, Bangladesh'),
      bike('2', 'Chattogram, Bangladesh'),
    ]);
    const dhaka = findPlace('dhaka')!;
    const ctg = findPlace('chattogram')!;
    expect(markerBounds(markers)).toEqual([
      [Math.min(dhaka.lat, ctg.lat), Math.min(dhaka.lon, ctg.lon)],
      [Math.max(dhaka.lat, ctg.lat), Math.max(dhaka.lon, ctg.lon)],
    ]);
  });

  it('widens one marker to its surroundings', () => {
    const [[south, west], [north, east]] = markerBounds(
      groupMarkers([bike('1', 'Dhaka, Bangladesh', 'banani')]),
    );
    expect(north - south).toBeCloseTo(0.1);
    expect(east - west).toBeCloseTo(0.1);
  });
});
