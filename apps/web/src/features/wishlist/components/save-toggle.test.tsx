import { catalogueMessages } from '@reride/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { stubApi, jsonResponse } from '../../../testing/api-server';
import { createFirebaseFake, deferred } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { SaveToggle, type SaveToggleProps } from './save-toggle';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const BIKE_ID = 'abababababababababababab';

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

function renderToggle(props: Partial<SaveToggleProps> = {}) {
  const onLoginRequired = vi.fn();
  const utils = renderRoutes([
    {
      path: '/',
      element: (
        <SaveToggle
          bikeId={BIKE_ID}
          bikeName="Giant Talon"
          viewer="buyer"
          onLoginRequired={onLoginRequired}
          {...props}
        />
      ),
    },
  ]);
  return { ...utils, onLoginRequired };
}

describe('SaveToggle (API stubbed)', () => {
  it('saves at once, says so, and reads "Saved" afterwards', async () => {
    const put = deferred<Response>();
    const api = stubApi({
      'GET /wishlist/ids': [],
      [`PUT /wishlist/${BIKE_ID}`]: () => put.promise,
    });
    const user = userEvent.setup();
    renderToggle();

    const button = await screen.findByRole('button', { name: 'Save to wishlist' });
    expect(button).toHaveAccessibleDescription('Giant Talon');
    await user.click(button);

    // Optimistic: the heart flips before the server answers.
    expect(screen.getByRole('button', { name: 'Saved' })).toBeInTheDocument();
    put.resolve(jsonResponse({ saved: true }));
    expect(await screen.findByText(catalogueMessages.wishlist.saved)).toBeInTheDocument();
    expect(api.routes()).toContain(`PUT /wishlist/${BIKE_ID}`);
  });

  it('forgets a saved bike with DELETE', async () => {
    const api = stubApi({
      'GET /wishlist/ids': [BIKE_ID],
      [`DELETE /wishlist/${BIKE_ID}`]: { saved: false },
    });
    const user = userEvent.setup();
    renderToggle();

    await user.click(await screen.findByRole('button', { name: 'Saved' }));

    expect(await screen.findByText(catalogueMessages.wishlist.removed)).toBeInTheDocument();
    expect(api.routes()).toContain(`DELETE /wishlist/${BIKE_ID}`);
  });

  it("flips back and shows the server's message when saving fails", async () => {
    stubApi({
      'GET /wishlist/ids': [],
      [`PUT /wishlist/${BIKE_ID}`]: () =>
        jsonResponse({ message: catalogueMessages.wishlist.soldCannotSave, code: 'CONFLICT' }, 409),
    });
    const user = userEvent.setup();
    renderToggle();

    await user.click(await screen.findByRole('button', { name: 'Save to wishlist' }));

    expect(await screen.findByText(catalogueMessages.wishlist.soldCannotSave)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Save to wishlist' })).toBeEnabled();
  });

  it('asks a visitor to log in instead of calling the API', async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    const { onLoginRequired } = renderToggle({ viewer: 'visitor' });

    await user.click(screen.getByRole('button', { name: 'Save to wishlist' }));

    expect(onLoginRequired).toHaveBeenCalledTimes(1);
    expect(api.routes()).toEqual([]);
  });

  it('offers nothing for a sold bike that is not saved, but lets a saved one be forgotten', async () => {
    stubApi({ 'GET /wishlist/ids': [BIKE_ID] });
    renderToggle({ sold: true });
    expect(await screen.findByRole('button', { name: 'Saved' })).toBeInTheDocument();
  });

  it('hides the toggle of a sold bike that was never saved', async () => {
    stubApi({ 'GET /wishlist/ids': [] });
    const { queryClient } = renderToggle({ sold: true });
    await waitFor(() =>
      expect(queryClient.getQueryState(['wishlist', 'ids'])?.status).toBe('success'),
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
