import { catalogueMessages, placesMessages } from '@reride/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../lib/firebase';
import { paths } from '../../lib/paths';
import { stubApi } from '../../testing/api-server';
import { makeBike, pageResponse } from '../../testing/bike-fixtures';
import { createFirebaseFake } from '../../testing/firebase-fake';
import { renderServedRoutes } from '../../testing/render';
import SearchRoute, { loader as searchLoader } from './search';

/** The search page's distance filter: a place, a radius, "Near me" (docs/domain.md#places). */
vi.mock('../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const pm = placesMessages;
const realGeolocation = Object.getOwnPropertyDescriptor(navigator, 'geolocation');

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});
afterEach(() => {
  if (realGeolocation) Object.defineProperty(navigator, 'geolocation', realGeolocation);
  else Reflect.deleteProperty(navigator, 'geolocation');
});

const renderAt = (entry: string) =>
  renderServedRoutes(
    (context) => [
      {
        path: paths.search.path,
        Component: SearchRoute,
        loader: (args: LoaderFunctionArgs) => searchLoader({ ...args, context }),
      },
    ],
    entry,
  );

function fakeGeolocation(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  const getCurrentPosition = vi.fn(answer);
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  return getCurrentPosition;
}

const sortOptions = () =>
  Array.from(screen.getByLabelText<HTMLSelectElement>('Sort by').options).map((o) => o.text);

describe('Search within a distance (API stubbed)', () => {
  it('searches within N km of a chosen place and shows how far each bike is', async () => {
    const api = stubApi({
      'GET /bikes/search': () =>
        pageResponse([
          makeBike({ name: 'Trek FX 2', placeLabel: 'Uttara, Dhaka', distanceKm: 3.2 }),
        ]),
    });
    const user = userEvent.setup();
    const { router } = renderAt('/search');
    await screen.findByRole('heading', { name: 'Trek FX 2' });
    // No centre yet: nothing is near, so no distance order.
    expect(sortOptions()).not.toContain(catalogueMessages.sortLabels.distance);

    await user.type(screen.getByLabelText(`${pm.withinLabel} (km)`), '15');
    await user.type(screen.getByRole('combobox', { name: pm.kmOf }), 'mirp');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    await waitFor(() => expect(router.state.location.search).toBe('?near=mirpur&radiusKm=15'));
    await waitFor(() =>
      expect(api.queriesOf('GET /bikes/search').at(-1)).toMatchObject({
        near: 'mirpur',
        radiusKm: '15',
      }),
    );
    // The page draws the new URL once its loader answered.
    await waitFor(() => expect(sortOptions()).toContain(catalogueMessages.sortLabels.distance));
    expect(screen.getByText(/3\.2 km away/)).toBeInTheDocument();
  });

  it('"Near me" asks for the position only when clicked, then lists the nearest first', async () => {
    const api = stubApi({ 'GET /bikes/search': () => pageResponse([makeBike()]) });
    const locate = fakeGeolocation((ok) =>
      ok({ coords: { latitude: 23.87612, longitude: 90.37954 } } as GeolocationPosition),
    );
    const user = userEvent.setup();
    const { router } = renderAt('/search');
    await screen.findByText('1 bike found');
    expect(locate).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: pm.nearMe }));

    await waitFor(() =>
      expect(router.state.location.search).toBe('?lat=23.876&lon=90.380&sort=distance'),
    );
    await waitFor(() =>
      expect(api.queriesOf('GET /bikes/search').at(-1)).toMatchObject({
        lat: '23.876',
        lon: '90.380',
        sort: 'distance',
      }),
    );
    await waitFor(() => expect(screen.getByLabelText('Sort by')).toHaveValue('distance'));
  });

  it('says so when the position is refused or the browser has none', async () => {
    stubApi({ 'GET /bikes/search': () => pageResponse([makeBike()]) });
    fakeGeolocation((_ok, fail) =>
      fail?.({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
    );
    const user = userEvent.setup();
    const { router } = renderAt('/search');
    await screen.findByText('1 bike found');
    await user.click(screen.getByRole('button', { name: pm.nearMe }));
    expect(await screen.findByRole('alert')).toHaveTextContent(pm.geolocationRefused);
    expect(router.state.location.search).toBe('');

    // jsdom has no geolocation of its own: without the fake, the browser has none.
    Reflect.deleteProperty(navigator, 'geolocation');
    expect('geolocation' in navigator).toBe(false);
    await user.click(screen.getByRole('button', { name: pm.nearMe }));
    expect(await screen.findByRole('alert')).toHaveTextContent(pm.geolocationUnavailable);
  });
});
