import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeAccessToken } from '../../../lib/access-token';
import { getFirebaseAuth } from '../../../lib/firebase';
import { stubApi } from '../../../testing/api-server';
import { createFirebaseFake } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { MessagePhoto } from './message-photo';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const conversationId = 'd00000000000000000000001';
const photoId = 'f00000000000000000000001';
const revoke = vi.fn();

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
  storeAccessToken('token-1');
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => 'blob:photo-1');
  URL.revokeObjectURL = revoke;
});
afterEach(() => {
  localStorage.clear();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('MessagePhoto (API stubbed)', () => {
  it('downloads the private photo with the bearer token into an object URL, revoked on unmount', async () => {
    const api = stubApi({
      [`GET /conversations/${conversationId}/photos/${photoId}`]: () =>
        new Response(new Blob(['webp']), { headers: { 'Content-Type': 'image/webp' } }),
    });
    const { unmount } = renderRoutes([
      {
        path: '/',
        element: (
          <MessagePhoto
            conversationId={conversationId}
            message={{ photoId, senderName: 'Sam Seller', mine: false }}
          />
        ),
      },
    ]);

    const img = await screen.findByRole('img', { name: 'Photo from Sam Seller' });
    expect(img).toHaveAttribute('src', 'blob:photo-1');
    expect(api.requests[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    unmount();
    await waitFor(() => expect(revoke).toHaveBeenCalledWith('blob:photo-1'));
  });
});
