import { CATEGORIES, SIMILAR_BIKES_LIMIT } from '@reride/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../lib/firebase';
import { paths } from '../../lib/paths';
import { jsonResponse, stubApi } from '../../testing/api-server';
import { makeBike, pageResponse } from '../../testing/bike-fixtures';
import { createFirebaseFake } from '../../testing/firebase-fake';
import { renderRoutes } from '../../testing/render';
import BikeRoute, { loader } from './bike';
import { stubProfiles } from '../../testing/user-fixtures';

vi.mock('../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const road = CATEGORIES[1];
const BIKE_ID = 'd3d3d3d3d3d3d3d3d3d3d3d3';
const detail = {
  ...makeBike({ _id: BIKE_ID, name: 'Trek Domane AL 2', categoryId: road._id, resalePrice: 600 }),
  availability: 'available',
  sellerName: 'Sara Seller',
  sellerSince: '2024-03-15T10:00:00.000Z',
  sellerPhotoUrl: null,
};
const other = (n: number, resalePrice: number) =>
  makeBike({
    _id: `e${n}`.padEnd(24, '0'),
    name: `Road bike ${n}`,
    resalePrice,
    categoryId: road._id,
  });

beforeEach(() => {
  // The seller's reputation card asks for their profile beside the page's own data.
  stubProfiles();
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

function renderBike() {
  return renderRoutes([{ path: paths.bike.path, Component: BikeRoute, loader }], {
    initialEntries: [paths.bike.getHref(BIKE_ID)],
  });
}

describe('Similar bikes on the bike page (API stubbed)', () => {
  it('asks for listed bikes of the same category at a nearby price and shows the nearest, never this bike', async () => {
    const api = stubApi({
      [`GET /bikes/${BIKE_ID}`]: detail,
      'GET /bikes/search': () =>
        pageResponse([
          other(1, 420),
          makeBike({ ...detail }),
          other(2, 610),
          other(3, 780),
          other(4, 560),
          other(5, 650),
        ]),
    });
    renderBike();

    const section = await screen.findByRole('region', { name: 'Similar bikes' });
    const titles = await within(section).findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual([
      'Road bike 2',
      'Road bike 4',
      'Road bike 5',
      'Road bike 1',
    ]);
    expect(titles).toHaveLength(SIMILAR_BIKES_LIMIT);
    expect(api.queriesOf('GET /bikes/search')[0]).toEqual({
      categoryId: road._id,
      minPrice: '420',
      maxPrice: '780',
      limit: '12',
    });
  });

  it('shows no section when nothing else compares, nor when the search fails', async () => {
    stubApi({
      [`GET /bikes/${BIKE_ID}`]: detail,
      'GET /bikes/search': () => pageResponse([makeBike({ ...detail })]),
    });
    const { unmount } = renderBike();
    await screen.findByRole('heading', { level: 1, name: 'Trek Domane AL 2' });
    await vi.waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Loading similar bikes' })).toBeNull(),
    );
    expect(screen.queryByRole('region', { name: 'Similar bikes' })).toBeNull();
    unmount();

    stubApi({
      'GET /bikes/search': () => jsonResponse({ message: 'Busy', code: 'UNAVAILABLE' }, 503),
    });
    renderBike();
    await screen.findByRole('heading', { level: 1, name: 'Trek Domane AL 2' });
    await vi.waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Loading similar bikes' })).toBeNull(),
    );
    expect(screen.queryByRole('region', { name: 'Similar bikes' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
