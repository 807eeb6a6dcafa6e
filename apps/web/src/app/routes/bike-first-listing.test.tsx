import { type BikeDetail, moderationMessages, holdMessages } from '@reride/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../lib/firebase';
import { paths } from '../../lib/paths';
import { jsonResponse, stubApi } from '../../testing/api-server';
import { makeBike, pageResponse } from '../../testing/bike-fixtures';
import { createFirebaseFake, fakeFirebaseUser } from '../../testing/firebase-fake';
import { renderRoutes } from '../../testing/render';
import { makeUser, meResponse, stubProfiles } from '../../testing/user-fixtures';
import BikeRoute, { loader } from './bike';

vi.mock('../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

// The moderation queue's held first listing opens its page, where an administrator decides
// (docs/domain.md#moderation-queue).
const BIKE_ID = 'b1b1b1b1b1b1b1b1b1b1b1b1';
const SELLER_ID = 'c0c0c0c0c0c0c0c0c0c0c0c1';
const texts = moderationMessages.approval;
const HELD = { reason: 'first-listing', since: '2025-04-02T08:00:00.000Z' } as const;

function detail(overrides: Partial<BikeDetail> = {}): BikeDetail {
  return {
    ...makeBike({ _id: BIKE_ID, name: 'Trek Marlin 7' }),
    availability: 'available',
    sellerName: 'Sara Seller',
    sellerSince: '2024-03-15T10:00:00.000Z',
    sellerPhotoUrl: null,
    ...overrides,
  };
}

function renderBike() {
  return renderRoutes(
    [
      { path: paths.bike.path, Component: BikeRoute, loader },
      { path: paths.dashboard.moderationQueue.path, element: <h1>Moderation queue page</h1> },
    ],
    { initialEntries: [paths.bike.getHref(BIKE_ID)] },
  );
}

function signInAs(role: 'Admin' | 'Buyer' | 'Seller') {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(fakeFirebaseUser()).kit);
  return { 'GET /users/me': () => meResponse(role), 'GET /wishlist/ids': [] };
}

beforeEach(() => {
  stubApi({ 'GET /bikes/search': () => pageResponse([]) });
  stubProfiles();
});

describe('Bike page: a first listing held for approval (API stubbed)', () => {
  it('shows an administrator the hold with Approve and Reject; approving refetches the bike', async () => {
    let bike = detail({ held: HELD });
    const api = stubApi({
      ...signInAs('Admin'),
      [`GET /bikes/${BIKE_ID}`]: () => jsonResponse(bike),
      [`POST /bikes/${BIKE_ID}/approval`]: () => {
        bike = detail();
        return jsonResponse({ acknowledged: true, modifiedCount: 1 });
      },
    });
    renderBike();
    expect(await screen.findByText(texts.banner)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: texts.approve }));
    const buttons = await screen.findAllByRole('button', { name: texts.approve });
    await user.click(buttons[buttons.length - 1]!);
    await waitFor(() => expect(screen.queryByText(texts.banner)).not.toBeInTheDocument());
    expect(api.routes().filter((r) => r === `GET /bikes/${BIKE_ID}`).length).toBeGreaterThan(1);
  });

  it('after a rejection leads the administrator back to the queue', async () => {
    stubApi({
      ...signInAs('Admin'),
      [`GET /bikes/${BIKE_ID}`]: detail({ held: HELD }),
      [`POST /bikes/${BIKE_ID}/rejection`]: { acknowledged: true, deletedCount: 1 },
    });
    renderBike();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: texts.reject }));
    await user.type(await screen.findByLabelText(texts.reasonLabel), 'Not a bike');
    const buttons = screen.getAllByRole('button', { name: texts.reject });
    await user.click(buttons[buttons.length - 1]!);
    expect(
      await screen.findByRole('heading', { name: 'Moderation queue page' }),
    ).toBeInTheDocument();
  });

  it('offers no decision on a listing held for reports', async () => {
    stubApi({
      ...signInAs('Admin'),
      [`GET /bikes/${BIKE_ID}`]: detail({ held: { ...HELD, reason: 'reports' } }),
    });
    const { queryClient } = renderBike();
    expect(await screen.findByRole('heading', { name: 'Trek Marlin 7' })).toBeInTheDocument();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('button', { name: texts.approve })).not.toBeInTheDocument();
  });

  it("tells the seller on their own held listing's page why it is not public, with no decision", async () => {
    const seller = makeUser('Seller', 'seller@example.com', { _id: SELLER_ID });
    stubApi({
      ...signInAs('Seller'),
      'GET /users/me': () => jsonResponse(seller),
      [`GET /bikes/${BIKE_ID}`]: () => jsonResponse(detail({ held: HELD, sellerId: SELLER_ID })),
    });
    renderBike();
    expect(
      await screen.findByText(`${holdMessages.heldNotice} ${holdMessages.firstListing}.`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.approve })).not.toBeInTheDocument();
  });
});
