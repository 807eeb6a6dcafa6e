import {
  type BikeDetail,
  catalogueMessages,
  conversationMessages,
  toastMessages,
  dealMessages,
  profileMessages,
  reputationMessages,
} from '@reride/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router-dom';
import { getFirebaseAuth } from '../../lib/firebase';
import { GALLERY_IMAGE_SIZES } from '../../lib/image-url';
import { paths } from '../../lib/paths';
import { downUntilRecovered, stubApi, jsonResponse } from '../../testing/api-server';
import { makeBike, pageResponse } from '../../testing/bike-fixtures';
import { makeBooking } from '../../testing/booking-fixtures';
import { expectFacts } from '../../testing/facts';
import { createFirebaseFake, fakeFirebaseUser } from '../../testing/firebase-fake';
import { renderRoutes } from '../../testing/render';
import { makeUser, meResponse, stubProfiles } from '../../testing/user-fixtures';
import { bikeQueryOptions } from '../../features/bikes/api/get-bike';
import { createQueryClient } from '../../lib/query-client';
import BikeRoute, { handle, loader } from './bike';

vi.mock('../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const BIKE_ID = 'b1b1b1b1b1b1b1b1b1b1b1b1';
const photo = (c: string) => `http://api.test/images/${c.repeat(24)}`;

function makeDetail(overrides: Partial<BikeDetail> = {}): BikeDetail {
  return {
    ...makeBike({
      _id: BIKE_ID,
      name: 'Trek Marlin 7',
      img: photo('a'),
      images: [photo('a'), photo('b'), photo('c')],
      resalePrice: 650,
      originalPrice: 1100,
      condition: 'Good',
      location: 'Khulna, Bangladesh',
      postedOn: '05/02/2025',
      description: 'Hydraulic brakes, new chain.',
      brand: 'Trek',
      frameSize: 'L',
      wheelSize: '29"',
      frameMaterial: 'Aluminium',
      sellerVerified: true,
    }),
    availability: 'available',
    sellerName: 'Sara Seller',
    sellerSince: '2024-03-15T10:00:00.000Z',
    sellerId: 'c0c0c0c0c0c0c0c0c0c0c0c0',
    sellerPhotoUrl: null,
    ...overrides,
  };
}

function LoginProbe() {
  const from = (useLocation().state as { from?: { pathname: string } } | null)?.from;
  return <h1>Login page, back to {from?.pathname}</h1>;
}

function renderBike(id = BIKE_ID) {
  return renderRoutes(
    [
      { path: paths.bike.path, Component: BikeRoute, loader },
      { path: paths.login.path, Component: LoginProbe },
      { path: paths.search.path, element: <h1>Search page</h1> },
      { path: paths.dashboard.conversation.path, element: <h1>Conversation page</h1> },
    ],
    { initialEntries: [paths.bike.getHref(id)] },
  );
}

function signIn(role: 'Buyer' | 'Seller' | null, email = 'rider@example.com') {
  const user = role ? fakeFirebaseUser({ email }) : null;
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(user).kit);
}

beforeEach(() => {
  // The seller's reputation card asks for their profile beside the page's own data.
  stubProfiles();
  signIn(null);
  // Similar bikes (bike-similar.test.tsx) ask the search; these tests leave them empty.
  stubApi({ 'GET /bikes/search': () => pageResponse([]) });
});

describe('Bike page /bikes/:id (API stubbed)', () => {
  it('shows every field, the attributes, the seller with their month of joining, and a Book button', async () => {
    stubApi({ [`GET /bikes/${BIKE_ID}`]: makeDetail() });
    renderBike();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trek Marlin 7' }),
    ).toBeInTheDocument();
    expectFacts({
      'Resale price': '$650',
      'Original price': '$1,100',
      Condition: 'Good',
      Location: 'Khulna, Bangladesh',
      'Posted on': '05/02/2025',
      Brand: 'Trek',
      'Frame size': 'L',
      'Wheel size': '29"',
      'Frame material': 'Aluminium',
    });
    expect(screen.getByText('Hydraulic brakes, new chain.')).toBeInTheDocument();
    expect(screen.getByText('Available')).toBeInTheDocument();
    // The seller's stored reputation, from their profile.
    const reputation = await screen.findByRole('list', { name: reputationMessages.heading });
    expect(reputation).toHaveTextContent('Member since March 2024');
    expect(reputation).toHaveTextContent(reputationMessages.newSeller);
    expect(reputation).toHaveTextContent(profileMessages.profile.completedSales(0));
    expect(screen.getByRole('img', { name: 'Verified seller' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Trek Marlin 7' })).toBeEnabled();
  });

  it("links the seller's name to their public profile", async () => {
    stubApi({ [`GET /bikes/${BIKE_ID}`]: makeDetail() });
    renderBike();

    const link = await screen.findByRole('link', {
      name: profileMessages.profile.sellerLink('Sara Seller'),
    });
    expect(link).toHaveAttribute('href', paths.profile.getHref('c0c0c0c0c0c0c0c0c0c0c0c0'));
  });

  it("shows the seller's photo on the seller card, or their initials without one", async () => {
    const sellerPhotoUrl = `http://api.test/images/${'d'.repeat(24)}`;
    stubApi({ [`GET /bikes/${BIKE_ID}`]: makeDetail({ sellerPhotoUrl }) });
    const { unmount } = renderBike();
    const seller = await screen.findByRole('region', { name: 'Seller' });
    const photo = seller.querySelector('img.avatar');
    expect(photo).toHaveAttribute('src', `${sellerPhotoUrl}?size=card`);
    unmount();

    stubApi({ [`GET /bikes/${BIKE_ID}`]: makeDetail({ sellerPhotoUrl: null }) });
    renderBike();
    const card = await screen.findByRole('region', { name: 'Seller' });
    expect(card.querySelector('.avatar')).toHaveTextContent('SS');
  });

  it('titles the page, and its head for shared links holds the name, price, photo and availability', async () => {
    stubApi({ [`GET /bikes/${BIKE_ID}`]: makeDetail() });
    renderBike();
    await waitFor(() => expect(document.title).toBe('Trek Marlin 7 - ReRide'));

    const queryClient = createQueryClient();
    const head = () =>
      handle.head?.({ params: { id: BIKE_ID }, url: new URL('http://web.test'), queryClient });
    expect(head()).toMatchObject({ page: 'Bike not found', noIndex: true });

    queryClient.setQueryData(bikeQueryOptions(BIKE_ID).queryKey, makeDetail());
    expect(head()).toEqual({
      page: 'Trek Marlin 7',
      description: '$650 · Good · Khulna, Bangladesh. Hydraulic brakes, new chain.',
      image: `${photo('a')}?size=large`,
      product: {
        name: 'Trek Marlin 7',
        price: 650,
        currency: 'USD',
        inStock: true,
        condition: 'Good',
        images: ['a', 'b', 'c'].map((c) => `${photo(c)}?size=large`),
      },
    });
    queryClient.setQueryData(
      bikeQueryOptions(BIKE_ID).queryKey,
      makeDetail({ availability: 'sold' }),
    );
    expect(head()?.product?.inStock).toBe(false);
  });

  it('moves through the photos with the buttons, the arrow keys and the thumbnails', async () => {
    stubApi({ [`GET /bikes/${BIKE_ID}`]: makeDetail() });
    const user = userEvent.setup();
    renderBike();

    const gallery = await screen.findByRole('region', { name: 'Photos of Trek Marlin 7' });
    const shown = () => within(gallery).getByRole('img', { name: /photo \d of 3/ });
    expect(shown()).toHaveAccessibleName('Trek Marlin 7, photo 1 of 3');
    expect(shown()).toHaveAttribute('src', `${photo('a')}?size=large`);
    expect(shown()).toHaveAttribute('width', '1000');
    expect(shown()).toHaveAttribute('height', '584');
    expect(shown()).toHaveAttribute(
      'srcset',
      `${photo('a')}?size=card 500w, ${photo('a')}?size=large 1000w`,
    );
    expect(shown()).toHaveAttribute('sizes', GALLERY_IMAGE_SIZES);

    await user.click(within(gallery).getByRole('button', { name: 'Next photo' }));
    expect(shown()).toHaveAccessibleName('Trek Marlin 7, photo 2 of 3');
    await user.keyboard('{ArrowRight}');
    expect(shown()).toHaveAttribute('src', `${photo('c')}?size=large`);
    await user.keyboard('{ArrowRight}');
    expect(shown()).toHaveAccessibleName('Trek Marlin 7, photo 1 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toHaveAccessibleName('Trek Marlin 7, photo 3 of 3');
    await user.click(within(gallery).getByRole('button', { name: 'Show photo 2' }));
    expect(shown()).toHaveAttribute('src', `${photo('b')}?size=large`);
    expect(within(gallery).getByRole('button', { name: 'Show photo 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('shows a lowered price beside the price the bike had before', async () => {
    stubApi({ [`GET /bikes/${BIKE_ID}`]: makeDetail({ resalePrice: 600, wasPrice: 650 }) });
    renderBike();

    expect(await screen.findByText('was $650')).toBeInTheDocument();
    expectFacts({ 'Resale price': '$600 was $650' });
  });

  it('shows a sold bike as Sold, without Book', async () => {
    stubApi({ [`GET /bikes/${BIKE_ID}`]: makeDetail({ availability: 'sold', status: 'Sold' }) });
    renderBike();

    expect(await screen.findByText('Sold')).toBeInTheDocument();
    expect(
      screen.getByText('This bike has been sold and can no longer be booked.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Book / })).not.toBeInTheDocument();
    // Not saved, so a visitor is not offered to save what cannot be bought.
    expect(screen.queryByRole('button', { name: 'Save to wishlist' })).not.toBeInTheDocument();
  });

  it('says the bike is no longer listed on a 404, with a way on', async () => {
    stubApi({
      [`GET /bikes/${BIKE_ID}`]: () =>
        jsonResponse({ message: catalogueMessages.bikes.notListed, code: 'NOT_FOUND' }, 404),
    });
    const user = userEvent.setup();
    renderBike();

    expect(await screen.findByText(catalogueMessages.bikes.notListed)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Find other bikes' }));
    expect(await screen.findByRole('heading', { name: 'Search page' })).toBeInTheDocument();
  });

  it('offers to try again when the bike cannot load', async () => {
    const bikePage = downUntilRecovered('The service is busy, try again', () =>
      jsonResponse(makeDetail()),
    );
    stubApi({ [`GET /bikes/${BIKE_ID}`]: bikePage.handler });
    const user = userEvent.setup();
    renderBike();

    expect(
      await screen.findByText('The service is busy, try again', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    bikePage.recover();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trek Marlin 7' }),
    ).toBeInTheDocument();
  });

  it("sends a visitor's Save to login, remembering the bike page", async () => {
    stubApi({ [`GET /bikes/${BIKE_ID}`]: makeDetail() });
    const user = userEvent.setup();
    renderBike();

    await user.click(await screen.findByRole('button', { name: 'Save to wishlist' }));

    expect(await screen.findByText(catalogueMessages.wishlist.loginToSave)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: `Login page, back to /bikes/${BIKE_ID}` }),
    ).toBeInTheDocument();
  });

  it("shows the seller's own listing (told by the seller's id) without Book, Report or Save", async () => {
    signIn('Seller', 'sara@example.com');
    const own = { sellerId: makeUser('Seller')._id, sellerEmail: 'sara@example.com' };
    const api = stubApi({
      [`GET /bikes/${BIKE_ID}`]: makeDetail(own),
      'GET /users/me': () => meResponse('Seller', 'sara@example.com'),
    });
    const { queryClient } = renderBike();

    expect(await screen.findByText('Your listing')).toBeInTheDocument();
    // Once the role is known and nothing is loading, still no Save (and no wishlist asked).
    await waitFor(() =>
      expect(queryClient.getQueryState(['users', 'me', 'uid-1'])?.status).toBe('success'),
    );
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('button', { name: /^Book / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Report / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save to wishlist' })).not.toBeInTheDocument();
    expect(api.routes()).not.toContain('GET /wishlist/ids');
  });

  describe('Ask the seller', () => {
    it('lets a buyer ask, then opens the conversation', async () => {
      signIn('Buyer');
      const api = stubApi({
        [`GET /bikes/${BIKE_ID}`]: makeDetail(),
        'GET /users/me': () => meResponse('Buyer'),
        'GET /wishlist/ids': [],
        [`GET /bikes/${BIKE_ID}/my-booking`]: { booking: null },
        'POST /conversations': () =>
          jsonResponse(
            {
              acknowledged: true,
              conversationId: 'd00000000000000000000001',
              messageId: 'e00000000000000000000001',
            },
            201,
          ),
      });
      const user = userEvent.setup();
      renderBike();

      await user.click(
        await screen.findByRole('button', { name: 'Ask the seller about Trek Marlin 7' }),
      );
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByLabelText(/Your question/), 'Any rust?');
      await user.click(within(dialog).getByRole('button', { name: 'Send' }));

      expect(await screen.findByRole('heading', { name: 'Conversation page' })).toBeInTheDocument();
      expect(screen.getByText(conversationMessages.conversations.askToast)).toBeInTheDocument();
      expect(api.routes()).toContain('POST /conversations');
    });

    it('tells a visitor to log in, as Book does', async () => {
      stubApi({ [`GET /bikes/${BIKE_ID}`]: makeDetail() });
      const user = userEvent.setup();
      renderBike();

      await user.click(
        await screen.findByRole('button', { name: 'Ask the seller about Trek Marlin 7' }),
      );
      expect(await screen.findByText(toastMessages.loginToAsk)).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('is not offered to a seller', async () => {
      signIn('Seller', 'other@example.com');
      const api = stubApi({
        [`GET /bikes/${BIKE_ID}`]: makeDetail(),
        'GET /users/me': () => meResponse('Seller', 'other@example.com'),
      });
      renderBike();

      expect(await screen.findByRole('button', { name: /^Book / })).toBeInTheDocument();
      await waitFor(() => expect(api.routes()).toContain('GET /users/me'));
      await waitFor(() => expect(screen.queryByRole('button', { name: /^Ask / })).toBeNull());
    });
  });

  describe("the buyer's own booking", () => {
    const stubBooked = (booking: ReturnType<typeof makeBooking> | null) => {
      signIn('Buyer');
      return stubApi({
        [`GET /bikes/${BIKE_ID}`]: makeDetail(),
        'GET /users/me': () => meResponse('Buyer'),
        'GET /wishlist/ids': [],
        [`GET /bikes/${BIKE_ID}/my-booking`]: { booking },
      });
    };

    it('says what to pay and by when, with Pay, instead of Book', async () => {
      const booking = makeBooking({
        bikeId: BIKE_ID,
        price: 650,
        payBy: '2025-04-05T08:00:00.000Z',
      });
      stubBooked(booking);
      renderBike();

      expect(await screen.findByText('Booked: pay $650 by 05/04/2025')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Pay $650' })).toHaveAttribute(
        'href',
        paths.dashboard.payment.getHref(booking._id),
      );
      expect(screen.queryByRole('button', { name: 'Book Trek Marlin 7' })).not.toBeInTheDocument();
    });

    it('names a price agreed in an offer', async () => {
      stubBooked(
        makeBooking({
          bikeId: BIKE_ID,
          price: 600,
          payBy: '2025-04-05T08:00:00.000Z',
          fromOffer: true,
        }),
      );
      renderBike();

      expect(await screen.findByText('Offer accepted: pay $600 by 05/04/2025')).toBeInTheDocument();
    });

    it('once paid: links to the order, no Book and no Pay', async () => {
      const booking = makeBooking({ bikeId: BIKE_ID, paid: true });
      stubBooked(booking);
      renderBike();

      expect(await screen.findByText(dealMessages.deal.paid)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: dealMessages.deal.seeOrder })).toHaveAttribute(
        'href',
        paths.dashboard.order.getHref(booking._id),
      );
      expect(screen.queryByRole('button', { name: 'Book Trek Marlin 7' })).not.toBeInTheDocument();
    });

    it('offers Book again after the booking was cancelled', async () => {
      stubBooked(makeBooking({ bikeId: BIKE_ID, status: 'cancelled' }));
      renderBike();

      expect(await screen.findByRole('button', { name: 'Book Trek Marlin 7' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /^Pay / })).not.toBeInTheDocument();
    });
  });
});
