import { CATEGORIES } from '@reride/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { downUntilRecovered, stubApi } from '../../../testing/api-server';
import { makeBike, pageResponse } from '../../../testing/bike-fixtures';
import { deferred, createFirebaseFake } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { CategoryBikes } from './category-bikes';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const categoryId = CATEGORIES[1]._id;
const listPath = `GET /bikes/category/${categoryId}`;

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

function renderGrid(onBook = vi.fn()) {
  return renderRoutes([
    { path: '/', element: <CategoryBikes categoryId={categoryId} onBook={onBook} /> },
  ]);
}

describe('CategoryBikes (API stubbed)', () => {
  it("follows X-Next-Cursor with 'Load more' until the last page", async () => {
    const first = [makeBike({ name: 'Bike A' }), makeBike({ name: 'Bike B' })];
    const second = [makeBike({ name: 'Bike C' })];
    const api = stubApi({
      [listPath]: ({ url }) =>
        url.searchParams.get('cursor') === 'cursor-2'
          ? pageResponse(second)
          : pageResponse(first, 'cursor-2'),
    });
    const user = userEvent.setup();
    renderGrid();

    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('Showing 2 bikes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('heading', { name: 'Bike C' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const cursors = api.requests.map((request) => request.url.searchParams.get('cursor'));
    expect(cursors).toEqual([null, 'cursor-2']);
  });

  it("says how many of the category's bikes are shown, from the first page's total", async () => {
    const bikes = (names: string[]) => names.map((name) => makeBike({ name }));
    stubApi({
      [listPath]: ({ url }: { url: URL }) =>
        url.searchParams.get('cursor') === 'cursor-2'
          ? pageResponse(bikes(['Bike C']))
          : pageResponse(bikes(['Bike A', 'Bike B']), 'cursor-2', { total: '23' }),
    });
    const user = userEvent.setup();
    renderGrid();

    expect(await screen.findByText('Showing 2 of 23 bikes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 3 of 23 bikes')).toBeInTheDocument();
  });

  it('loads the first two images eagerly at high priority and the rest lazily', async () => {
    const bikes = Array.from({ length: 5 }, () => makeBike());
    stubApi({ [listPath]: () => pageResponse(bikes) });
    renderGrid();

    await screen.findAllByRole('article');
    const images = screen.getAllByRole('img');
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'lazy',
      'lazy',
      'lazy',
    ]);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual([
      'high',
      'high',
      null,
      null,
      null,
    ]);
  });

  it('shows skeleton cards while the bikes load', async () => {
    const answer = deferred<Response>();
    stubApi({ [listPath]: () => answer.promise });
    renderGrid();

    expect(screen.getByRole('status', { name: 'Loading bikes' })).toBeInTheDocument();
    answer.resolve(pageResponse([makeBike({ name: 'Bike Z' })]));
    expect(await screen.findByRole('heading', { name: 'Bike Z' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading bikes' })).not.toBeInTheDocument();
  });

  it('says so, with a link home, when the category has no bikes', async () => {
    stubApi({ [listPath]: () => pageResponse([]) });
    renderGrid();

    expect(await screen.findByText('No bikes in this category yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('offers a retry when the bikes cannot load', async () => {
    const bikeList = downUntilRecovered('Service unavailable', () =>
      pageResponse([makeBike({ name: 'Bike R' })]),
    );
    stubApi({ [listPath]: bikeList.handler });
    const user = userEvent.setup();
    renderGrid();

    expect(await screen.findByText("We couldn't load the bikes")).toBeInTheDocument();
    bikeList.recover();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Bike R' })).toBeInTheDocument();
  });

  it('hands the chosen bike to onBook', async () => {
    const bike = makeBike({ name: 'Bike K' });
    stubApi({ [listPath]: () => pageResponse([bike]) });
    const onBook = vi.fn();
    const user = userEvent.setup();
    renderGrid(onBook);

    await user.click(await screen.findByRole('button', { name: 'Book Bike K' }));

    await waitFor(() => expect(onBook).toHaveBeenCalledWith(bike));
  });
});
