import { shareMessages } from '@reride/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../lib/firebase';
import { paths } from '../../lib/paths';
import { stubApi } from '../../testing/api-server';
import { makeBike, pageResponse } from '../../testing/bike-fixtures';
import { createFirebaseFake } from '../../testing/firebase-fake';
import { renderRoutes } from '../../testing/render';
import BikeRoute, { loader } from './bike';
import { stubProfiles } from '../../testing/user-fixtures';

vi.mock('../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const BIKE_ID = 'c2c2c2c2c2c2c2c2c2c2c2c2';
const bikeUrl = `${window.location.origin}${paths.bike.getHref(BIKE_ID)}`;

beforeEach(() => {
  // The seller's reputation card asks for their profile beside the page's own data.
  stubProfiles();
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
  stubApi({
    [`GET /bikes/${BIKE_ID}`]: {
      ...makeBike({ _id: BIKE_ID, name: 'Giant Talon 3' }),
      availability: 'available',
      sellerName: 'Sara Seller',
      sellerSince: '2024-03-15T10:00:00.000Z',
      sellerPhotoUrl: null,
    },
    'GET /bikes/search': () => pageResponse([]),
  });
});

afterEach(() => {
  // jsdom has no share sheet; a test that gave it one takes it away.
  Reflect.deleteProperty(navigator, 'share');
});

function giveShareSheet(share: (data: ShareData) => Promise<void>) {
  const spy = vi.fn(share);
  Object.defineProperty(navigator, 'share', { value: spy, configurable: true });
  return spy;
}

/** The page, then the Share button focused and pressed with the keyboard. */
async function shareFromKeyboard() {
  // user-event puts a working clipboard on navigator for the test.
  const user = userEvent.setup();
  renderRoutes([{ path: paths.bike.path, Component: BikeRoute, loader }], {
    initialEntries: [paths.bike.getHref(BIKE_ID)],
  });
  const button = await screen.findByRole('button', { name: 'Share Giant Talon 3' });
  button.focus();
  await user.keyboard('{Enter}');
  return { user, button };
}

describe('Share on the bike page', () => {
  it("opens the device's share sheet with the bike's name and link where there is one", async () => {
    const share = giveShareSheet(() => Promise.resolve());
    const { button } = await shareFromKeyboard();

    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({ title: 'Giant Talon 3', url: bikeUrl }),
    );
    expect(button).toHaveFocus();
    expect(screen.queryByText(shareMessages.copied)).not.toBeInTheDocument();
  });

  it('copies the link and says "Link copied" where there is no share sheet', async () => {
    await shareFromKeyboard();

    expect(await screen.findByText(shareMessages.copied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(bikeUrl);
  });

  it('says nothing when the share sheet is closed, and copies when sharing is refused', async () => {
    const closed = giveShareSheet(() => Promise.reject(new DOMException('closed', 'AbortError')));
    const { user, button } = await shareFromKeyboard();
    await user.click(button);
    await waitFor(() => expect(closed).toHaveBeenCalledTimes(2));
    expect(screen.queryByText(shareMessages.copied)).not.toBeInTheDocument();

    giveShareSheet(() => Promise.reject(new DOMException('no gesture', 'NotAllowedError')));
    await user.click(button);
    expect(await screen.findByText(shareMessages.copied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(bikeUrl);
  });

  it('tells where the link is when the clipboard refuses it', async () => {
    const { user, button } = await shareFromKeyboard();
    await screen.findByText(shareMessages.copied);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(button);

    expect(await screen.findByText(shareMessages.copyFailed)).toBeInTheDocument();
  });
});
