import { CATEGORIES, commonMessages } from '@reride/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../lib/firebase';
import { paths } from '../../lib/paths';
import { stubApi, jsonResponse } from '../../testing/api-server';
import { makeBike, pageResponse } from '../../testing/bike-fixtures';
import { createFirebaseFake, fakeFirebaseUser } from '../../testing/firebase-fake';
import { renderServedRoutes } from '../../testing/render';
import { meResponse } from '../../testing/user-fixtures';
import CategoryRoute, { loader as categoryLoader } from './category';
import SearchRoute, { loader as searchLoader } from './search';

vi.mock('../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const category = CATEGORIES[1];

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

// The client the web server hands loaders: the page shows what its loader prefetched.
const renderAt = (entry: string) =>
  renderServedRoutes(
    (context) => [
      {
        path: paths.search.path,
        Component: SearchRoute,
        loader: (args: LoaderFunctionArgs) => searchLoader({ ...args, context }),
      },
      { path: paths.category.path, Component: CategoryRoute, loader: categoryLoader },
    ],
    entry,
  );

/** The query strings GET /bikes/search received, as objects. */
function searches(api: ReturnType<typeof stubApi>) {
  return api.queriesOf('GET /bikes/search');
}

describe('Search page and filters (API stubbed)', () => {
  it('searches with the filters in the URL and fills the panel from them', async () => {
    const api = stubApi({
      'GET /bikes/search': () => pageResponse([makeBike({ name: 'Trek FX 2' })]),
    });
    renderAt('/search?q=trek&frameSize=M&minPrice=100&sort=price_asc');

    expect(await screen.findByRole('heading', { name: 'Trek FX 2' })).toBeInTheDocument();
    expect(searches(api)).toEqual([
      { q: 'trek', frameSize: 'M', minPrice: '100', sort: 'price_asc', limit: '9' },
    ]);
    expect(screen.getByLabelText('Keyword')).toHaveValue('trek');
    expect(screen.getByLabelText('Frame size')).toHaveValue('M');
    expect(screen.getByLabelText('Min price')).toHaveValue(100);
    expect(screen.getByLabelText('Sort by')).toHaveValue('price_asc');
    expect(screen.getByText('1 bike found')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Search: trek - ReRide'));
  });

  it('puts applied filters and the sort into the URL, and Back restores the previous search', async () => {
    const api = stubApi({ 'GET /bikes/search': () => pageResponse([makeBike()]) });
    const user = userEvent.setup();
    const { router } = renderAt('/search?q=giant');
    await screen.findByText('1 bike found');

    const typedInto = screen.getByLabelText('Max price');
    await user.selectOptions(screen.getByLabelText('Wheel size'), '27.5"');
    await user.type(typedInto, '500');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=giant&maxPrice=500&wheelSize=27.5%22'),
    );
    // The loader answers before the page draws the new URL: the panel, keyed by it, is new then.
    await waitFor(() => expect(screen.getByLabelText('Max price')).not.toBe(typedInto));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: high to low');
    await waitFor(() => expect(router.state.location.search).toContain('sort=price_desc'));
    await waitFor(() =>
      expect(searches(api).at(-1)).toEqual({
        q: 'giant',
        maxPrice: '500',
        wheelSize: '27.5"',
        sort: 'price_desc',
        limit: '9',
      }),
    );

    await router.navigate(-1);
    await waitFor(() => expect(screen.getByLabelText('Sort by')).toHaveValue('newest'));
    expect(router.state.location.search).toBe('?q=giant&maxPrice=500&wheelSize=27.5%22');
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByLabelText('Wheel size')).toHaveValue(''));
    expect(screen.getByLabelText('Keyword')).toHaveValue('giant');
  });

  it('shows the empty state, and Clear filters empties the URL', async () => {
    stubApi({ 'GET /bikes/search': () => pageResponse([]) });
    const user = userEvent.setup();
    const { router } = renderAt('/search?q=unicycle&condition=Fair');

    expect(await screen.findByText('No bikes match your filters')).toBeInTheDocument();
    const empty = screen.getByText('No bikes match your filters').parentElement!;
    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));

    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.getByLabelText('Keyword')).toHaveValue(''));
    expect(screen.getByLabelText('Condition')).toHaveValue('');
  });

  it('tells the total of a search above and below the results', async () => {
    stubApi({
      'GET /bikes/search': () =>
        pageResponse([makeBike({ name: 'Road one' })], 'next-1', { total: '10000+' }),
    });
    renderAt('/search?q=road');

    expect(await screen.findByText('10,000+ bikes found')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 10,000+ bikes')).toBeInTheDocument();
  });

  it('offers the suggestion of a search that found nothing, keeping the filters', async () => {
    const fetchMock = stubApi({
      'GET /bikes/search': ({ url }: { url: URL }) =>
        url.searchParams.get('q') === 'mountain bikes'
          ? pageResponse([makeBike({ name: 'Found it' })], undefined, { total: '1' })
          : pageResponse([], undefined, { total: '0', suggestion: 'mountain bikes' }),
    });
    const user = userEvent.setup();
    const { router } = renderAt('/search?q=mountan%20bkes&condition=Fair');

    const link = await screen.findByRole('link', { name: 'mountain bikes' });
    expect(link.closest('p')).toHaveTextContent('Did you mean mountain bikes?');
    await user.click(link);

    expect(await screen.findByRole('heading', { name: 'Found it' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=mountain+bikes&condition=Fair');
    expect(searches(fetchMock).at(-1)).toMatchObject({ q: 'mountain bikes', condition: 'Fair' });
    expect(screen.getByText('1 bike found')).toBeInTheDocument();
  });

  it('loads the next page with the cursor the server gave', async () => {
    const api = stubApi({
      'GET /bikes/search': ({ url }) =>
        url.searchParams.get('cursor') === 'next-1'
          ? pageResponse([makeBike({ name: 'Second page bike' })])
          : pageResponse([makeBike({ name: 'First page bike' })], 'next-1'),
    });
    const user = userEvent.setup();
    renderAt('/search?q=bike');

    await screen.findByRole('heading', { name: 'First page bike' });
    expect(screen.getByText('Showing the first 1 bike; more below')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('heading', { name: 'Second page bike' })).toBeInTheDocument();
    expect(searches(api).at(-1)).toMatchObject({ q: 'bike', cursor: 'next-1' });
    expect(screen.getByText('2 bikes found')).toBeInTheDocument();
  });

  it('explains a price range upside down under its field and asks the server nothing', async () => {
    const api = stubApi({});
    renderAt('/search?minPrice=500&maxPrice=100');

    expect(await screen.findByText('Please check the filters')).toBeInTheDocument();
    expect(screen.getByLabelText('Max price')).toHaveAccessibleDescription(
      commonMessages.validation.priceRangeOrder,
    );
    expect(searches(api)).toEqual([]);
  });

  it('refuses an upside-down range typed into the panel, keeping the results and what was typed', async () => {
    const api = stubApi({ 'GET /bikes/search': () => pageResponse([makeBike()]) });
    const user = userEvent.setup();
    const { router } = renderAt('/search?q=giant');
    await screen.findByText('1 bike found');

    await user.type(screen.getByLabelText('Min price'), '500');
    await user.type(screen.getByLabelText('Max price'), '100');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    const max = screen.getByLabelText('Max price');
    expect(max).toHaveAccessibleDescription(commonMessages.validation.priceRangeOrder);
    expect(max).toHaveFocus();
    expect(max).toHaveValue(100);
    expect(screen.getByText('1 bike found')).toBeInTheDocument();
    expect(screen.queryByText('Please check the filters')).toBeNull();
    expect(router.state.location.search).toBe('?q=giant');
    expect(searches(api)).toHaveLength(1);
  });

  it('keeps the spec list on a category page without filters, and searches within it with them', async () => {
    const api = stubApi({
      [`GET /category-titles/${category._id}`]: category,
      [`GET /bikes/category/${category._id}`]: () => pageResponse([makeBike({ name: 'Listed' })]),
      'GET /bikes/search': () => pageResponse([makeBike({ name: 'Filtered' })]),
    });
    const user = userEvent.setup();
    const { router } = renderAt(paths.category.getHref(category._id));

    expect(await screen.findByRole('heading', { name: 'Listed' })).toBeInTheDocument();
    expect(searches(api)).toEqual([]);
    // The category is the page's own: the panel offers no category.
    expect(screen.queryByLabelText('Category')).not.toBeInTheDocument();
    const listCalls = api.routes().filter((c) => c.startsWith('GET /bikes/category')).length;

    await user.selectOptions(screen.getByLabelText('Frame material'), 'Carbon');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    expect(await screen.findByRole('heading', { name: 'Filtered' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?frameMaterial=Carbon');
    expect(searches(api)).toEqual([
      { categoryId: category._id, frameMaterial: 'Carbon', limit: '9' },
    ]);
    expect(api.routes().filter((c) => c.startsWith('GET /bikes/category'))).toHaveLength(listCalls);
  });

  it("gives a buyer's cards a Save heart that shows what is saved, and a seller's none", async () => {
    vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(fakeFirebaseUser()).kit);
    const saved = makeBike({ name: 'Saved Bike' });
    let role: 'Buyer' | 'Seller' = 'Buyer';
    const api = stubApi({
      'GET /users/me': () => meResponse(role),
      'GET /wishlist/ids': () => jsonResponse([saved._id]),
      'GET /bikes/search': () => pageResponse([saved, makeBike({ name: 'Other Bike' })]),
    });
    const first = renderAt('/search?q=bike');

    const savedCard = await screen.findByRole('article', { name: 'Saved Bike' });
    expect(
      await within(savedCard).findByRole('button', { name: 'Saved' }),
    ).toHaveAccessibleDescription('Saved Bike');
    const otherCard = screen.getByRole('article', { name: 'Other Bike' });
    expect(within(otherCard).getByRole('button', { name: 'Save to wishlist' })).toBeInTheDocument();
    first.unmount();

    role = 'Seller';
    api.requests.length = 0;
    const { queryClient } = renderAt('/search?q=bike');
    const card = await screen.findByRole('article', { name: 'Saved Bike' });
    // Once the role is known (a seller), the cards still offer no heart.
    await waitFor(() =>
      expect(queryClient.getQueryState(['users', 'me', 'uid-1'])?.status).toBe('success'),
    );
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(api.routes()).not.toContain('GET /wishlist/ids');
    expect(within(card).getByRole('button', { name: 'Book Saved Bike' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Saved' })).not.toBeInTheDocument();
    expect(
      within(card).queryByRole('button', { name: 'Save to wishlist' }),
    ).not.toBeInTheDocument();
  });
});
