import { CATEGORIES, type Quote, commonMessages, siteMessages } from '@reride/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ExchangePromo } from '../../features/home/components/exchange-promo';
import { quoteRequestFrom } from '../../features/quotes/lib/quote-request';
import { getFirebaseAuth } from '../../lib/firebase';
import { paths } from '../../lib/paths';
import { jsonResponse, stubApi } from '../../testing/api-server';
import { createFirebaseFake } from '../../testing/firebase-fake';
import { renderRoutes, renderServedRoutes } from '../../testing/render';
import QuoteRoute, { loader as quoteLoader } from './quote';

vi.mock('../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const road = CATEGORIES[1];
const years = { yearFrom: 2019, yearTo: 2023 };
const market: Quote = {
  basis: 'category',
  count: 7,
  median: 420,
  low: 350,
  high: 510,
  min: 200,
  max: 900,
  brandCount: 2,
  ...years,
};

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

// As on the web server: the loader's client is the page's, so a linked quote arrives drawn.
const renderAt = (entry: string) =>
  renderServedRoutes(
    (context) => [
      { path: paths.home.path, element: <ExchangePromo /> },
      {
        path: paths.quote.path,
        Component: QuoteRoute,
        loader: (args: LoaderFunctionArgs) => quoteLoader({ ...args, context }),
      },
    ],
    entry,
  );

describe('Instant Quote page (API stubbed)', () => {
  it('opens from the Home page’s “Get Instant Quote”, with its title and an empty form', async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderAt(paths.home.getHref());
    await user.click(screen.getByRole('link', { name: 'Get Instant Quote' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Get an instant quote' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Tell us about your bike')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Instant Quote - ReRide'));
    expect(api.queriesOf('GET /quotes')).toEqual([]);
  });

  it('asks for the quote the form describes and shows the median, range and count', async () => {
    const api = stubApi({ 'GET /quotes': () => jsonResponse(market) });
    const user = userEvent.setup();
    const { router } = renderAt(paths.quote.getHref());

    await user.selectOptions(await screen.findByLabelText('Category'), road.title);
    await user.type(screen.getByLabelText('Brand'), 'Trek');
    await user.type(screen.getByLabelText('Year bought'), '2021');
    await user.selectOptions(screen.getByLabelText('Condition'), 'Excellent');
    await user.click(screen.getByRole('button', { name: siteMessages.quote.submit }));

    expect(await screen.findByRole('heading', { name: 'Typical price $420' })).toBeInTheDocument();
    expect(
      screen.getByText(/Half ask between \$350 and \$510; all from \$200 to \$900/),
    ).toBeVisible();
    expect(
      screen.getByText(
        `${siteMessages.quote.basis.category(7)} (Excellent road bikes bought 2019–2023).`,
      ),
    ).toBeVisible();
    expect(screen.getByText(siteMessages.quote.brandTooFew('Trek'))).toBeVisible();
    expect(api.queriesOf('GET /quotes')).toEqual([
      { categoryId: road._id, brand: 'Trek', year: '2021', condition: 'Excellent' },
    ]);
    // The quote is a link: the URL holds what was asked.
    expect(router.state.location.search).toContain('year=2021');
  });

  it('labels a depreciation estimate plainly when fewer than five bikes compare', async () => {
    stubApi({
      'GET /quotes': () =>
        jsonResponse({
          basis: 'depreciation',
          count: 2,
          estimate: 510,
          low: 408,
          high: 612,
          age: 2,
          yearlyRate: 0.1,
          conditionFactor: 0.85,
          ...years,
        } satisfies Quote),
    });
    renderAt(`/quote?categoryId=${road._id}&year=2022&condition=Good&originalPrice=1000`);

    expect(await screen.findByText('Depreciation estimate')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Estimated value $510' })).toBeVisible();
    expect(screen.getByText(siteMessages.quote.basis.depreciation(2))).toBeVisible();
    expect(screen.getByText('Likely between $408 and $612')).toBeVisible();
    expect(screen.getByLabelText('Price new ($)')).toHaveValue('1000');
  });

  it('says there is not enough data rather than making a figure up', async () => {
    stubApi({ 'GET /quotes': () => jsonResponse({ basis: 'none', count: 1, ...years }) });
    renderAt(`/quote?categoryId=${road._id}&year=2022&condition=Good`);

    expect(
      await screen.findByRole('heading', { name: 'Not enough data for a quote' }),
    ).toBeVisible();
    expect(screen.getByText(siteMessages.quote.basis.none(1))).toBeVisible();
  });

  it('shows the field’s error and asks nothing when the year is missing', async () => {
    const api = stubApi({});
    renderAt(`/quote?categoryId=${road._id}&year=&condition=Good`);

    expect(await screen.findByText('Check the form')).toBeVisible();
    expect(screen.getByLabelText('Year bought')).toHaveAccessibleDescription(
      expect.stringContaining(commonMessages.validation.requiredField) as string,
    );
    expect(api.queriesOf('GET /quotes')).toEqual([]);
  });

  it('shows the loading state, then an error with Try again that asks once more', async () => {
    let calls = 0;
    stubApi({
      'GET /quotes': () =>
        ++calls === 1
          ? jsonResponse({ message: 'The quote service is busy', code: 'UNAVAILABLE' }, 503)
          : jsonResponse(market),
    });
    const user = userEvent.setup();
    // A loader that reads the form without prefetching: the page asks, and shows its spinner.
    const loader = ({ request }: LoaderFunctionArgs) => ({
      quote: quoteRequestFrom(new URL(request.url).searchParams),
    });
    renderRoutes([{ path: paths.quote.path, Component: QuoteRoute, loader }], {
      initialEntries: [`/quote?categoryId=${road._id}&year=2021&condition=Good`],
    });

    expect(await screen.findByText('Working out your quote')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your quote could not be worked out',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Typical price $420' })).toBeVisible();
  });
});
