import {
  type PublicProfile,
  type Review,
  moderationMessages,
  profileMessages,
  reviewMessages,
  reputationMessages,
} from '@reride/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../lib/firebase';
import { paths } from '../../lib/paths';
import { createQueryClient } from '../../lib/query-client';
import { jsonResponse, stubApi } from '../../testing/api-server';
import { makeBike, pageResponse } from '../../testing/bike-fixtures';
import { createFirebaseFake, fakeFirebaseUser } from '../../testing/firebase-fake';
import { meResponse } from '../../testing/user-fixtures';
import { renderRoutes } from '../../testing/render';
import { profileQueryOptions } from '../../features/profiles/api/get-profile';
import UserProfileRoute, { handle, loader } from './user-profile';

vi.mock('../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const USER_ID = 'c0c0c0c0c0c0c0c0c0c0c0c0';
const PROFILE_ROUTE = `GET /users/${USER_ID}/profile`;
const REVIEWS_ROUTE = `GET /users/${USER_ID}/reviews`;
/** The profile's routes; its reviews answer none unless a test says otherwise. */
const stubProfile = (routes: Parameters<typeof stubApi>[0]) =>
  stubApi({ [REVIEWS_ROUTE]: [], ...routes });
const text = profileMessages.profile;
const reputation = reputationMessages;
const words = reviewMessages.reviews;

function makeProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: USER_ID,
    name: 'Sara Seller',
    city: 'Khulna, Bangladesh',
    memberSince: '2024-03-15T10:00:00.000Z',
    verified: true,
    verification: { numberConfirmed: true, checkedByReRide: true },
    completedSales: 3,
    photoUrl: null,
    answerMinutes: 95,
    ratingAverage: 4.5,
    ratingCount: 2,
    sellerCancelledShare: 0,
    bikes: [makeBike({ _id: 'b1b1b1b1b1b1b1b1b1b1b1b1', name: 'Trek Marlin 7' })],
    nextCursor: null,
    ...overrides,
  };
}

function renderProfile(id = USER_ID) {
  return renderRoutes([{ path: paths.profile.path, Component: UserProfileRoute, loader }], {
    initialEntries: [paths.profile.getHref(id)],
  });
}

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

describe('Public profile /users/:id (API stubbed)', () => {
  it('shows the name, city, member since, verified badge, completed sales, bikes and no reviews yet', async () => {
    stubProfile({ [PROFILE_ROUTE]: makeProfile() });
    renderProfile();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sara Seller' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Khulna, Bangladesh')).toBeInTheDocument();
    expect(screen.getByText('Member since March 2024')).toBeInTheDocument();
    expect(screen.getByText(text.verified)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: text.verified })).toHaveTextContent(
      'Phone confirmed✓ Checked by ReRide',
    );
    expect(screen.getByText('3 completed sales')).toBeInTheDocument();
    expect(screen.getByText('Usually answers within 2 hours')).toBeInTheDocument();
    const bikes = screen.getByRole('region', { name: text.listedBikes });
    expect(
      await within(bikes).findByRole('heading', { name: 'Trek Marlin 7' }),
    ).toBeInTheDocument();
    const reviews = screen.getByRole('region', { name: text.reviews });
    expect(within(reviews).getByText(text.noReviews)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sara Seller on ReRide - ReRide'));
  });

  it("heads the profile with the person's photo, or their initials without one", async () => {
    const photoUrl = `http://api.test/images/${'d'.repeat(24)}`;
    stubProfile({ [PROFILE_ROUTE]: makeProfile({ photoUrl }) });
    const { unmount } = renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Sara Seller' });
    expect(document.querySelector('.profile-summary img.avatar')).toHaveAttribute('src', photoUrl);
    unmount();

    stubProfile({ [PROFILE_ROUTE]: makeProfile({ photoUrl: null }) });
    renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Sara Seller' });
    expect(document.querySelector('.profile-summary .avatar')).toHaveTextContent('SS');
  });

  it('says so when nothing is listed, and leaves out a city and an answer time not known', async () => {
    stubProfile({
      [PROFILE_ROUTE]: makeProfile({
        bikes: [],
        city: null,
        verified: false,
        verification: { numberConfirmed: true, checkedByReRide: false },
        answerMinutes: null,
      }),
    });
    renderProfile();

    expect(await screen.findByText(text.noBikes)).toBeInTheDocument();
    expect(screen.queryByText('Khulna, Bangladesh')).not.toBeInTheDocument();
    expect(screen.queryByText(text.verified)).not.toBeInTheDocument();
    // A criterion met shows beside where the badge would be; the missing one does not.
    expect(screen.getByText(/Phone confirmed/)).toBeInTheDocument();
    expect(screen.queryByText(/Checked by ReRide/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Usually answers/)).not.toBeInTheDocument();
  });

  it('loads the next bikes from the answer’s cursor', async () => {
    const api = stubProfile({
      [PROFILE_ROUTE]: ({ url }) =>
        jsonResponse(
          url.searchParams.get('cursor') === 'next'
            ? makeProfile({
                bikes: [makeBike({ _id: 'b2b2b2b2b2b2b2b2b2b2b2b2', name: 'Giant Talon' })],
              })
            : makeProfile({ nextCursor: 'next' }),
        ),
    });
    renderProfile();

    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Giant Talon' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Trek Marlin 7' })).toBeInTheDocument();
    expect(api.queriesOf(PROFILE_ROUTE).map((q) => q.cursor)).toEqual([undefined, 'next']);
  });

  it('shows the product message for a removed or unknown person', async () => {
    stubProfile({
      [PROFILE_ROUTE]: () => jsonResponse({ message: text.notFound, code: 'NOT_FOUND' }, 404),
    });
    renderProfile();
    expect(await screen.findByText(text.notFound)).toBeInTheDocument();
  });

  it('heads the page with the person for link previews, and a missing one stays out of indexes', () => {
    const queryClient = createQueryClient();
    const head = () =>
      handle.head?.({ params: { id: USER_ID }, url: new URL('http://web.test'), queryClient });
    expect(head()).toMatchObject({ page: 'Profile not found', noIndex: true });

    const profile = makeProfile();
    queryClient.setQueryData(profileQueryOptions(USER_ID).queryKey, {
      pages: [profile],
      pageParams: [null],
    });
    expect(head()).toEqual({
      page: text.title('Sara Seller'),
      description: text.description('Sara Seller'),
      image: profile.bikes[0]!.img,
    });
  });
});

describe('Reputation and reviews on /users/:id (API stubbed)', () => {
  const review = (n: number, overrides: Partial<Review> = {}): Review => ({
    _id: `e${n}`.padEnd(24, '0'),
    orderId: `b${n}`.padEnd(24, '0'),
    about: 'seller',
    authorName: `Buyer ${n}`,
    bikeName: 'Trek Marlin 7',
    rating: 4,
    subRatings: { asDescribed: 4, communication: 5, handover: 3 },
    text: `Review ${n}`,
    submittedAt: '2025-05-01T10:00:00.000Z',
    publishedAt: '2025-05-02T10:00:00.000Z',
    reply: null,
    labels: [],
    ...overrides,
  });

  it('shows the stored rating, the reviews with their replies and labels, and pages them', async () => {
    const api = stubProfile({
      [PROFILE_ROUTE]: makeProfile({ sellerCancelledShare: 0.25 }),
      [REVIEWS_ROUTE]: ({ url }) =>
        url.searchParams.get('cursor') === 'next'
          ? pageResponse([review(3)])
          : pageResponse(
              [
                review(1, { reply: { text: 'Thanks a lot', at: '2025-05-03T10:00:00.000Z' } }),
                review(2, { labels: ['disputed'], rating: 2 }),
              ],
              'next',
            ),
    });
    renderProfile();

    expect(await screen.findByText(reputation.rating(4.5, 2))).toBeInTheDocument();
    expect(screen.getByText(reputation.sellerCancelled(0.25))).toBeInTheDocument();
    const reviews = screen.getByRole('region', { name: text.reviews });
    expect(await within(reviews).findByText('Review 1')).toBeInTheDocument();
    expect(within(reviews).getByText('Thanks a lot')).toBeInTheDocument();
    expect(within(reviews).getByText(words.label.disputed)).toBeInTheDocument();
    expect(within(reviews).getAllByRole('img', { name: words.stars(2) }).length).toBeGreaterThan(0);

    await userEvent.click(within(reviews).getByRole('button', { name: 'Load more' }));
    expect(await within(reviews).findByText('Review 3')).toBeInTheDocument();
    expect(api.queriesOf(REVIEWS_ROUTE).map((q) => q.cursor)).toEqual([undefined, 'next']);
  });

  it('says New seller instead of zero stars, and no reviews yet', async () => {
    stubProfile({
      [PROFILE_ROUTE]: makeProfile({
        ratingAverage: null,
        ratingCount: 0,
        sellerCancelledShare: null,
      }),
    });
    renderProfile();
    expect(await screen.findByText(reputation.newSeller)).toBeInTheDocument();
    expect(screen.queryByText(/out of 5/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Cancelled/)).not.toBeInTheDocument();
    const reviews = screen.getByRole('region', { name: text.reviews });
    expect(await within(reviews).findByText(text.noReviews)).toBeInTheDocument();
  });

  it('offers Try again when the reviews fail to load', async () => {
    stubProfile({
      [PROFILE_ROUTE]: makeProfile(),
      [REVIEWS_ROUTE]: () => jsonResponse({ message: 'Down', code: 'UNAVAILABLE' }, 503),
    });
    renderProfile();
    const reviews = await screen.findByRole('region', { name: text.reviews });
    expect(await within(reviews).findByText(words.loadFailed)).toBeInTheDocument();
  });
});

describe('Reporting a review on the profile (API stubbed)', () => {
  const REVIEW_ID = 'e1'.padEnd(24, '0');
  const REPORT_ROUTE = `POST /reviews/${REVIEW_ID}/report`;
  const aReview: Review = {
    _id: REVIEW_ID,
    orderId: 'b1'.padEnd(24, '0'),
    about: 'seller',
    authorName: 'Buyer 1',
    bikeName: 'Trek Marlin 7',
    rating: 1,
    subRatings: { asDescribed: 1, communication: 1, handover: 1 },
    text: 'Rude words',
    submittedAt: '2025-05-01T10:00:00.000Z',
    publishedAt: '2025-05-02T10:00:00.000Z',
    reply: null,
    labels: [],
  };
  const routes = {
    [PROFILE_ROUTE]: makeProfile(),
    [REVIEWS_ROUTE]: () => pageResponse([aReview]),
    [REPORT_ROUTE]: () => jsonResponse({ acknowledged: true, modifiedCount: 1 }),
  };

  it('tells a visitor to log in instead of opening the form', async () => {
    const api = stubProfile(routes);
    renderProfile();
    const button = await screen.findByRole('button', { name: words.reportLabel('Buyer 1') });
    await userEvent.click(button);
    expect(await screen.findByText(words.loginToReport)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.routes()).not.toContain(REPORT_ROUTE);
  });

  it('lets a signed-in user report a review with a reason, from a dialog loaded on demand', async () => {
    vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(fakeFirebaseUser()).kit);
    const api = stubProfile({
      ...routes,
      'GET /users/me': () => meResponse('Buyer'),
      'GET /wishlist/ids': [],
    });
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: words.reportLabel('Buyer 1') }));
    const dialog = await screen.findByRole('dialog', { name: words.reportTitle });
    await user.click(
      within(dialog).getByRole('radio', { name: moderationMessages.reportForm.reasons.offensive }),
    );
    await user.click(
      within(dialog).getByRole('button', { name: moderationMessages.reportForm.send }),
    );
    await waitFor(() =>
      expect(api.bodyOf(REPORT_ROUTE)).toEqual({ reason: 'offensive', note: '' }),
    );
    expect(await screen.findByText(words.reportedToast)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
