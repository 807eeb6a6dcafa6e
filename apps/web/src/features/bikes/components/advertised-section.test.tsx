import { CATEGORIES } from '@reride/shared';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { stubApi, jsonResponse } from '../../../testing/api-server';
import { makeBike, pageResponse } from '../../../testing/bike-fixtures';
import { createFirebaseFake } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { advertisedBikesQueryOptions } from '../api/get-advertised-bikes';
import { AdvertisedSection } from './advertised-section';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

const queryStatus = (client: QueryClient) =>
  client.getQueryState(advertisedBikesQueryOptions().queryKey)?.status;

function renderSection() {
  return renderRoutes([{ path: '/', element: <AdvertisedSection /> }]);
}

describe('AdvertisedSection (API stubbed)', () => {
  it("shows 'Advertised items' with cards linking to their category page", async () => {
    const road = CATEGORIES[1];
    stubApi({
      'GET /bikes/advertised': () =>
        pageResponse([makeBike({ name: 'Bike Ad', categoryId: road._id, category: road.title })]),
    });
    renderSection();

    expect(await screen.findByRole('heading', { name: 'Bike Ad' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Advertised items' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View in Road Bikes: Bike Ad' })).toHaveAttribute(
      'href',
      `/category/${road._id}`,
    );
  });

  it("loads the first two cards' images eagerly at high priority, as they lead Home", async () => {
    const bikes = Array.from({ length: 3 }, () => makeBike());
    stubApi({ 'GET /bikes/advertised': () => pageResponse(bikes) });
    renderSection();

    await screen.findAllByRole('article');
    const images = screen.getAllByRole('img');
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy']);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', 'high', null]);
  });

  it('holds its place with skeleton cards while the list loads', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    stubApi({
      'GET /bikes/advertised': async () => {
        await gate;
        return pageResponse([makeBike({ name: 'Late Ad' })]);
      },
    });
    renderSection();

    expect(
      await screen.findByRole('status', { name: 'Loading advertised items' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Advertised items' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Late Ad' })).toBeInTheDocument();
    expect(
      screen.queryByRole('status', { name: 'Loading advertised items' }),
    ).not.toBeInTheDocument();
  });

  it('renders nothing when no bike is advertised', async () => {
    stubApi({ 'GET /bikes/advertised': () => pageResponse([]) });
    const { queryClient } = renderSection();

    await waitFor(() => expect(queryStatus(queryClient)).toBe('success'));
    expect(screen.queryByText('Advertised items')).not.toBeInTheDocument();
  });

  it('renders nothing when the list cannot load', async () => {
    stubApi({
      'GET /bikes/advertised': () =>
        jsonResponse({ message: 'Service unavailable', code: 'UNAVAILABLE' }, 503),
    });
    const { queryClient } = renderSection();

    await waitFor(() => expect(queryStatus(queryClient)).toBe('error'));
    expect(screen.queryByText('Advertised items')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
