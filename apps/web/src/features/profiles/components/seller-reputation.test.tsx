import { type PublicProfile, profileMessages, reputationMessages } from '@reride/shared';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { jsonResponse, stubApi } from '../../../testing/api-server';
import { createFirebaseFake } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { SellerReputation } from './seller-reputation';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const SELLER_ID = 'c0c0c0c0c0c0c0c0c0c0c0c1';
const ROUTE = `GET /users/${SELLER_ID}/profile`;
const reputation = reputationMessages;

function profile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: SELLER_ID,
    name: 'Sara Seller',
    city: null,
    memberSince: '2024-03-15T10:00:00.000Z',
    verified: false,
    verification: { numberConfirmed: false, checkedByReRide: false },
    photoUrl: null,
    answerMinutes: null,
    ratingAverage: 4.5,
    ratingCount: 2,
    sellerCancelledShare: null,
    completedSales: 3,
    bikes: [],
    nextCursor: null,
    ...overrides,
  };
}

const renderCard = () =>
  renderRoutes([{ path: '/', element: <SellerReputation sellerId={SELLER_ID} /> }]);

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

describe('SellerReputation (API stubbed)', () => {
  it('shows the stored rating and count, completed sales and member since', async () => {
    const api = stubApi({ [ROUTE]: profile() });
    renderCard();
    const facts = await screen.findByRole('list', { name: reputation.heading });
    expect(facts).toHaveTextContent(reputation.rating(4.5, 2));
    expect(facts).toHaveTextContent(profileMessages.profile.completedSales(3));
    expect(facts).toHaveTextContent(profileMessages.profile.memberSince('March 2024'));
    expect(api.routes()).toEqual([ROUTE]);
  });

  it('says "New seller" without a published review', async () => {
    stubApi({ [ROUTE]: profile({ ratingAverage: null, ratingCount: 0, completedSales: 0 }) });
    renderCard();
    const facts = await screen.findByRole('list', { name: reputation.heading });
    expect(facts).toHaveTextContent(reputation.newSeller);
    expect(facts).toHaveTextContent(profileMessages.profile.completedSales(0));
  });

  it('says the figures could not load when the profile fails', async () => {
    stubApi({ [ROUTE]: () => jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404) });
    renderCard();
    expect(await screen.findByText(reputation.loadFailed)).toBeInTheDocument();
  });
});
