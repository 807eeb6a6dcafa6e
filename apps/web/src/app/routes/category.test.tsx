import { CATEGORIES, moderationMessages, errorMessages, toastMessages } from '@reride/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../lib/firebase';
import { stubApi, jsonResponse } from '../../testing/api-server';
import { makeBike, pageResponse } from '../../testing/bike-fixtures';
import { createFirebaseFake, fakeFirebaseUser } from '../../testing/firebase-fake';
import { renderRoutes } from '../../testing/render';
import { makeUser, meResponse } from '../../testing/user-fixtures';
import CategoryRoute, { loader } from './category';
import { RouteErrorPage } from './route-error';

vi.mock('../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const category = CATEGORIES[2];
const listPath = `GET /bikes/category/${category._id}`;

function renderCategory(id: string = category._id) {
  return renderRoutes(
    [
      {
        path: '/category/:id',
        Component: CategoryRoute,
        loader,
        errorElement: <RouteErrorPage />,
      },
    ],
    { initialEntries: [`/category/${id}`] },
  );
}

/** A signed-in buyer (whose Save hearts ask for their wishlist), or a visitor. */
function signIn(signedIn: boolean) {
  const user = signedIn ? fakeFirebaseUser() : null;
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(user).kit);
  if (signedIn) stubApi({ 'GET /users/me': () => meResponse('Buyer'), 'GET /wishlist/ids': [] });
}

beforeEach(() => signIn(false));

describe('Category page (API stubbed)', () => {
  it("titles the page with the category's title", async () => {
    stubApi({
      [`GET /category-titles/${category._id}`]: category,
      [listPath]: () => pageResponse([makeBike()]),
    });
    renderCategory();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kids Bikes' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Kids Bikes - ReRide'));
  });

  it("moves an old catalogue's category id to ours, keeping the filters", async () => {
    stubApi({
      [`GET /category-titles/${category._id}`]: category,
      [listPath]: () => pageResponse([makeBike()]),
      'GET /bikes/search': () => pageResponse([makeBike({ name: 'Cheap one' })]),
    });
    const { router } = renderRoutes(
      [
        {
          path: '/category/:id',
          Component: CategoryRoute,
          loader,
          errorElement: <RouteErrorPage />,
        },
      ],
      { initialEntries: ['/category/63b91e93cf6d241d3e4d3a00?maxPrice=300'] },
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kids Bikes' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/category/${category._id}`);
    expect(router.state.location.search).toBe('?maxPrice=300');
    expect(await screen.findByRole('heading', { name: 'Cheap one' })).toBeInTheDocument();
  });

  it('shows the error page when the category does not exist', async () => {
    const unknown = 'ffffffffffffffffffffffff';
    stubApi({
      [`GET /category-titles/${unknown}`]: () =>
        jsonResponse({ message: errorMessages.errors.categoryNotFound, code: 'NOT_FOUND' }, 404),
      [`GET /bikes/category/${unknown}`]: () =>
        jsonResponse({ message: errorMessages.errors.categoryNotFound, code: 'NOT_FOUND' }, 404),
    });
    renderCategory(unknown);

    expect(await screen.findByText(errorMessages.errors.categoryNotFound)).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
  });

  it('asks visitors to log in when they book, and offers them no Report button', async () => {
    stubApi({
      [`GET /category-titles/${category._id}`]: category,
      [listPath]: () => pageResponse([makeBike({ name: 'Bike V' })]),
    });
    const user = userEvent.setup();
    renderCategory();

    await user.click(await screen.findByRole('button', { name: 'Book Bike V' }));

    expect(await screen.findByText(toastMessages.loginToBook)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report Bike V' })).not.toBeInTheDocument();
  });

  it("tells the viewer's own listing by its seller's id: no Book or Report on it", async () => {
    signIn(true);
    const mine = makeBike({ name: 'Mine', sellerId: makeUser('Buyer')._id });
    stubApi({
      [`GET /category-titles/${category._id}`]: category,
      [listPath]: () => pageResponse([mine, makeBike({ name: 'Theirs' })]),
    });
    renderCategory();

    const [own, other] = await screen.findAllByRole('article');
    expect(await within(own!).findByText('Your listing')).toBeInTheDocument();
    expect(within(own!).queryByRole('button', { name: 'Book Mine' })).not.toBeInTheDocument();
    expect(within(other!).getByRole('button', { name: 'Book Theirs' })).toBeInTheDocument();
    expect(within(other!).queryByText('Your listing')).not.toBeInTheDocument();
  });

  it('reports a bike for a signed-in user, then shows it as Reported', async () => {
    signIn(true);
    let reported = false;
    stubApi({
      [`GET /category-titles/${category._id}`]: category,
      [listPath]: () => pageResponse([makeBike({ _id: 'cccccccccccccccccccccccc', reported })]),
      'PATCH /reported/cccccccccccccccccccccccc': () => {
        reported = true;
        return jsonResponse({ acknowledged: true, modifiedCount: 1 });
      },
    });
    const user = userEvent.setup();
    renderCategory();

    await user.click(await screen.findByRole('button', { name: /^Report / }));
    // The report form opens with its first reason chosen.
    await user.click(
      await screen.findByRole('button', { name: moderationMessages.reportForm.send }),
    );

    expect(await screen.findByText(toastMessages.reported)).toBeInTheDocument();
    const card = screen.getByRole('article');
    expect(within(card).getByText('Reported')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Report / })).not.toBeInTheDocument();
  });

  it("shows the card's Report button busy while the report is on its way", async () => {
    signIn(true);
    let answer!: (response: Response) => void;
    stubApi({
      [`GET /category-titles/${category._id}`]: category,
      [listPath]: () => pageResponse([makeBike({ _id: 'ffffffffffffffffffffffff' })]),
      'PATCH /reported/ffffffffffffffffffffffff': () =>
        new Promise<Response>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    renderCategory();

    await user.click(await screen.findByRole('button', { name: /^Report / }));
    await user.click(
      await screen.findByRole('button', { name: moderationMessages.reportForm.send }),
    );

    const card = screen.getByRole('article', { hidden: true });
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: /^Report /, hidden: true })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    answer(jsonResponse({ acknowledged: true, modifiedCount: 1 }));
    expect(await screen.findByText(toastMessages.reported)).toBeInTheDocument();
  });

  it("says 'Item is already reported!' when the report changes nothing", async () => {
    signIn(true);
    stubApi({
      [`GET /category-titles/${category._id}`]: category,
      [listPath]: () => pageResponse([makeBike({ _id: 'dddddddddddddddddddddddd' })]),
      'PATCH /reported/dddddddddddddddddddddddd': { acknowledged: true, modifiedCount: 0 },
    });
    const user = userEvent.setup();
    renderCategory();

    await user.click(await screen.findByRole('button', { name: /^Report / }));
    // The report form opens with its first reason chosen.
    await user.click(
      await screen.findByRole('button', { name: moderationMessages.reportForm.send }),
    );

    expect(await screen.findByText(toastMessages.alreadyReported)).toBeInTheDocument();
  });

  it("shows the server's message when the report is refused (own bike)", async () => {
    signIn(true);
    stubApi({
      [`GET /category-titles/${category._id}`]: category,
      [listPath]: () => pageResponse([makeBike({ _id: 'eeeeeeeeeeeeeeeeeeeeeeee' })]),
      'PATCH /reported/eeeeeeeeeeeeeeeeeeeeeeee': () =>
        jsonResponse({ message: 'You cannot report your own bike', code: 'FORBIDDEN' }, 403),
    });
    const user = userEvent.setup();
    renderCategory();

    await user.click(await screen.findByRole('button', { name: /^Report / }));
    // The report form opens with its first reason chosen.
    await user.click(
      await screen.findByRole('button', { name: moderationMessages.reportForm.send }),
    );

    expect(await screen.findByText('You cannot report your own bike')).toBeInTheDocument();
    expect(screen.queryByText('Reported')).not.toBeInTheDocument();
  });
});
