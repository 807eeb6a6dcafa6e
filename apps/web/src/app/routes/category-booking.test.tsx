import { CATEGORIES } from '@reride/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../lib/firebase';
import { stubApi, jsonResponse } from '../../testing/api-server';
import { makeBike, pageResponse } from '../../testing/bike-fixtures';
import { createFirebaseFake, fakeFirebaseUser } from '../../testing/firebase-fake';
import { renderRoutes } from '../../testing/render';
import { meResponse } from '../../testing/user-fixtures';
import CategoryRoute, { loader } from './category';

vi.mock('../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const category = CATEGORIES[0];

beforeEach(() => {
  const user = fakeFirebaseUser({ displayName: 'Rider Rahman', email: 'rider@example.com' });
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(user).kit);
  stubApi({
    [`GET /category-titles/${category._id}`]: category,
    'GET /users/me': () => meResponse('Buyer'),
    'GET /wishlist/ids': [],
    [`GET /bikes/category/${category._id}`]: () =>
      pageResponse([makeBike({ name: 'Giant Talon', resalePrice: 380 })]),
    'POST /bookings': () =>
      jsonResponse({ acknowledged: true, insertedId: 'c00000000000000000000009' }, 201),
  });
});

function renderCategory() {
  return renderRoutes([{ path: '/category/:id', Component: CategoryRoute, loader }], {
    initialEntries: [`/category/${category._id}`],
  });
}

describe('Booking from a category page (API stubbed)', () => {
  it("opens the booking modal for the chosen bike with the signed-in user's name and email", async () => {
    const user = userEvent.setup();
    renderCategory();

    await user.click(await screen.findByRole('button', { name: 'Book Giant Talon' }));

    expect(await screen.findByRole('dialog', { name: 'Book Giant Talon' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Rider Rahman');
    expect(screen.getByLabelText('Email')).toHaveValue('rider@example.com');
    expect(screen.getByLabelText('Price')).toHaveValue('$380');
  });

  it('closes after booking and clears the selection: booking again starts afresh', async () => {
    const user = userEvent.setup();
    renderCategory();

    const book = await screen.findByRole('button', { name: 'Book Giant Talon' });
    await user.click(book);
    await user.type(await screen.findByLabelText('Phone'), '01712345678');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Giant Talon successfully booked!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(book).toHaveFocus();

    await user.click(book);
    expect(await screen.findByLabelText('Phone')).toHaveValue('');
  });

  it('clears the selection when the modal is closed without booking', async () => {
    const user = userEvent.setup();
    renderCategory();

    await user.click(await screen.findByRole('button', { name: 'Book Giant Talon' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
