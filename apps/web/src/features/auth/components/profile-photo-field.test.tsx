import { IMAGE_MAX_BYTES, type Account, photoMessages } from '@reride/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { jsonResponse, stubApi } from '../../../testing/api-server';
import { createFirebaseFake, fakeFirebaseUser } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { makeUser } from '../../../testing/user-fixtures';
import { useRoles } from '../api/get-roles';
import { ProfilePhotoField } from './profile-photo-field';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(fakeFirebaseUser()).kit);
});

const texts = photoMessages;
const IMAGE_ID = 'a1a1a1a1a1a1a1a1a1a1a1a1';
const PHOTO = { id: IMAGE_ID, url: `http://api.test/images/${IMAGE_ID}` };

/** The field as Account settings shows it: from GET /users/me, refetched after each change. */
function Field() {
  const { roles } = useRoles();
  return roles ? <ProfilePhotoField account={roles.user} /> : null;
}

function serve(initial: Account) {
  let stored = initial;
  const api = stubApi({
    'GET /users/me': () => jsonResponse(stored),
    'POST /images/avatar': () => jsonResponse({ data: PHOTO }, 201),
    'PUT /users/me/photo': ({ body }) => {
      const { imageId } = body as { imageId: string };
      stored = { ...stored, photo: { id: imageId, url: `http://api.test/images/${imageId}` } };
      return jsonResponse(stored);
    },
    'DELETE /users/me/photo': () => {
      stored = { ...stored, photo: null };
      return jsonResponse(stored);
    },
  });
  renderRoutes([{ path: '/', Component: Field }]);
  return api;
}

const picker = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const png = (bytes = 16) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });

describe('the profile photo of Account settings (API stubbed)', () => {
  it('shows the initials while there is no photo, and no Remove', async () => {
    serve(makeUser('Buyer', 'sara@example.com', { name: 'Sara Ahmed' }));
    expect(await screen.findByRole('img', { name: 'Sara Ahmed' })).toHaveTextContent('SA');
    expect(screen.getByRole('button', { name: texts.upload })).toBeEnabled();
    expect(screen.queryByRole('button', { name: texts.remove })).not.toBeInTheDocument();
  });

  it('uploads the chosen file, sets it as the photo and shows it', async () => {
    const user = userEvent.setup();
    const api = serve(makeUser('Buyer', 'sara@example.com', { name: 'Sara Ahmed' }));
    await screen.findByRole('button', { name: texts.upload });

    await user.upload(picker(), png());

    expect(await screen.findByText(texts.saved)).toBeInTheDocument();
    const photo = await screen.findByRole('img', { name: texts.alt('Sara Ahmed') });
    expect(photo).toHaveAttribute('src', PHOTO.url);
    expect(api.routes()).toEqual([
      'GET /users/me',
      'POST /images/avatar',
      'PUT /users/me/photo',
      'GET /users/me',
    ]);
    const sent = api.bodyOf('POST /images/avatar') as FormData;
    expect((sent.get('image') as Blob).size).toBe(16);
    expect(api.bodyOf('PUT /users/me/photo')).toEqual({ imageId: IMAGE_ID });
    expect(screen.getByRole('button', { name: texts.change })).toBeInTheDocument();
  });

  it('removes the photo, and the initials come back', async () => {
    const user = userEvent.setup();
    const api = serve(makeUser('Buyer', 'sara@example.com', { name: 'Sara Ahmed', photo: PHOTO }));

    await user.click(await screen.findByRole('button', { name: texts.remove }));

    expect(await screen.findByText(texts.removed)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Sara Ahmed' })).toHaveTextContent('SA');
    expect(api.routes()).toContain('DELETE /users/me/photo');
  });

  it("toasts the server's refusal and keeps the initials", async () => {
    const user = userEvent.setup();
    const refusal = { message: 'The image could not be read', code: 'VALIDATION_FAILED' };
    const api = stubApi({
      'GET /users/me': () => jsonResponse(makeUser('Buyer', 'sara@example.com', { name: 'Sara' })),
      'POST /images/avatar': () => jsonResponse(refusal, 400),
    });
    renderRoutes([{ path: '/', Component: Field }]);
    await screen.findByRole('button', { name: texts.upload });

    await user.upload(picker(), png());

    expect(await screen.findByText(refusal.message)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sara' })).toHaveTextContent('S');
    expect(api.routes()).not.toContain('PUT /users/me/photo');
  });

  it('refuses a file over 5 MB before sending anything', async () => {
    const user = userEvent.setup();
    const api = serve(makeUser('Buyer'));
    await screen.findByRole('button', { name: texts.upload });

    await user.upload(picker(), png(IMAGE_MAX_BYTES + 1));

    expect(await screen.findByText(texts.tooLarge)).toBeInTheDocument();
    expect(api.routes()).toEqual(['GET /users/me']);
  });
});
