import { type BikeDetail, catalogueMessages } from '@reride/shared';
import { screen } from '@testing-library/react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bikeQueryOptions } from '../../features/bikes/api/get-bike';
import { getFirebaseAuth } from '../../lib/firebase';
import { paths } from '../../lib/paths';
import { createQueryClient } from '../../lib/query-client';
import { stubApi, jsonResponse } from '../../testing/api-server';
import { makeBike, pageResponse } from '../../testing/bike-fixtures';
import { createFirebaseFake } from '../../testing/firebase-fake';
import { renderRoutes } from '../../testing/render';
import BikeRoute, { handle, loader } from './bike';
import { stubProfiles } from '../../testing/user-fixtures';

vi.mock('../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

/** The bike page of a paused or expired listing (docs/domain.md#listing-lifecycle). */
const BIKE_ID = 'b1b1b1b1b1b1b1b1b1b1b1b1';
const detail = (availability: BikeDetail['availability']): BikeDetail => ({
  ...makeBike({ _id: BIKE_ID, name: 'Trek Marlin 7' }),
  availability,
  sellerName: 'Sara Seller',
  sellerSince: '2024-03-15T10:00:00.000Z',
  sellerPhotoUrl: null,
});

beforeEach(() => {
  // The seller's reputation card asks for their profile beside the page's own data.
  stubProfiles();
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
  stubApi({ 'GET /bikes/search': () => pageResponse([]) });
});

/** The loader as the web server runs it: with the request's own query cache. */
function serverLoad() {
  const queryClient = createQueryClient({ server: true });
  const args = {
    params: { id: BIKE_ID },
    context: { queryClient },
    request: new Request(`http://web.test/bikes/${BIKE_ID}`),
  } as unknown as LoaderFunctionArgs;
  return { queryClient, status: loader(args) };
}

/** The page in the browser, its bike answering `availability`. */
function renderPage(availability: BikeDetail['availability']) {
  stubApi({ [`GET /bikes/${BIKE_ID}`]: () => jsonResponse(detail(availability)) });
  renderRoutes([{ path: paths.bike.path, Component: BikeRoute, loader }], {
    initialEntries: [paths.bike.getHref(BIKE_ID)],
  });
}

describe('a listing that is not live', () => {
  it('answers an expired listing with 410 on the server, a live or paused one without a status', async () => {
    stubApi({ [`GET /bikes/${BIKE_ID}`]: () => jsonResponse(detail('expired')) });
    expect(await serverLoad().status).toEqual({ status: 410 });

    stubApi({ [`GET /bikes/${BIKE_ID}`]: () => jsonResponse(detail('paused')) });
    expect(await serverLoad().status).toBeNull();
  });

  it('says a paused listing is paused, offers no Book, and keeps it out of search engines', async () => {
    renderPage('paused');

    expect(await screen.findByText(catalogueMessages.bikes.pausedNotice)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Book / })).not.toBeInTheDocument();
    const queryClient = createQueryClient();
    queryClient.setQueryData(bikeQueryOptions(BIKE_ID).queryKey, detail('paused'));
    const url = new URL('http://web.test');
    expect(handle.head?.({ params: { id: BIKE_ID }, url, queryClient })).toMatchObject({
      noIndex: true,
      product: { inStock: false },
    });
  });

  it('says an expired listing is no longer available', async () => {
    renderPage('expired');

    expect(await screen.findByText(catalogueMessages.bikes.expiredNotice)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Book / })).not.toBeInTheDocument();
  });
});
