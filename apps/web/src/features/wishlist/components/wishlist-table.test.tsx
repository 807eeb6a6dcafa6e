import { type WishlistItem, catalogueMessages, commonMessages } from '@reride/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { downUntilRecovered, stubApi, jsonResponse } from '../../../testing/api-server';
import { createFirebaseFake } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { WishlistTable } from './wishlist-table';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

function item(id: string, name: string, availability: WishlistItem['availability']): WishlistItem {
  return {
    bikeId: id,
    savedAt: '2025-05-01T10:00:00.000Z',
    availability,
    bike: {
      _id: id,
      name,
      img: `http://api.test/images/${'a'.repeat(24)}`,
      resalePrice: 420,
      location: 'Dhaka, Bangladesh',
      category: 'Road Bikes',
      categoryId: '637f4e0c7d8f1b2a3c4d5e02',
      condition: 'Good',
    },
  };
}

const AVAILABLE = item('a1a1a1a1a1a1a1a1a1a1a1a1', 'Available Bike', 'available');
const SOLD = item('b2b2b2b2b2b2b2b2b2b2b2b2', 'Sold Bike', 'sold');
const REMOVED = item('c3c3c3c3c3c3c3c3c3c3c3c3', 'Removed Bike', 'removed');

function renderTable() {
  return renderRoutes([{ path: '/', element: <WishlistTable /> }]);
}

const rowOf = (name: string) =>
  screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;

describe('My Wishlist (API stubbed)', () => {
  it('lists saved bikes with their availability in words, linking only to bikes still listed', async () => {
    stubApi({ 'GET /wishlist': [AVAILABLE, SOLD, REMOVED] });
    renderTable();

    expect(await screen.findByRole('heading', { name: 'My Wishlist' })).toBeInTheDocument();
    await screen.findByText('Available Bike');
    expect(screen.getByText('3 saved bikes')).toBeInTheDocument();
    expect(within(rowOf('Available Bike')).getByText('Available')).toBeInTheDocument();
    expect(within(rowOf('Sold Bike')).getByText('Sold')).toBeInTheDocument();
    expect(within(rowOf('Removed Bike')).getByText('Removed')).toBeInTheDocument();
    expect(
      within(rowOf('Available Bike')).getByRole('link', { name: 'Available Bike' }),
    ).toHaveAttribute('href', `/bikes/${AVAILABLE.bikeId}`);
    expect(within(rowOf('Sold Bike')).getByRole('link', { name: 'Sold Bike' })).toBeInTheDocument();
    expect(within(rowOf('Removed Bike')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(rowOf('Sold Bike')).getByText('$420')).toBeInTheDocument();
  });

  it('removes a bike, says so and lists what is left', async () => {
    let items = [AVAILABLE, SOLD];
    const api = stubApi({
      'GET /wishlist': () => jsonResponse(items),
      'GET /wishlist/ids': () => jsonResponse(items.map((i) => i.bikeId)),
      [`DELETE /wishlist/${SOLD.bikeId}`]: () => {
        items = [AVAILABLE];
        return jsonResponse({ saved: false });
      },
    });
    const user = userEvent.setup();
    renderTable();

    await user.click(
      await screen.findByRole('button', { name: 'Remove Sold Bike from your wishlist' }),
    );

    expect(await screen.findByText(catalogueMessages.wishlist.removed)).toBeInTheDocument();
    await screen.findByText('1 saved bike');
    expect(screen.queryByText('Sold Bike')).not.toBeInTheDocument();
    expect(api.routes()).toContain(`DELETE /wishlist/${SOLD.bikeId}`);
  });

  it('says the wishlist is empty and points to the search', async () => {
    stubApi({ 'GET /wishlist': [] });
    renderTable();

    expect(await screen.findByText(commonMessages.empty.wishlist)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a bike' })).toHaveAttribute('href', '/search');
  });

  it('shows the error and tries again on request', async () => {
    const wishlist = downUntilRecovered('The service is busy, try again', () =>
      jsonResponse([AVAILABLE]),
    );
    stubApi({ 'GET /wishlist': wishlist.handler });
    const user = userEvent.setup();
    renderTable();

    expect(await screen.findByText('The service is busy, try again')).toBeInTheDocument();
    wishlist.recover();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Available Bike')).toBeInTheDocument();
  });
});
