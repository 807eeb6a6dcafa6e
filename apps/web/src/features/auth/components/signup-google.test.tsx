import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { reloadAt } from '../../../lib/navigation';
import { jsonResponse, stubApi } from '../../../testing/api-server';
import { createFirebaseFake, fakeFirebaseUser } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { SignUpForm } from './signup-form';
import type * as EnvModule from '../../../lib/env';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));
vi.mock('../../../lib/navigation', () => ({ reloadAt: vi.fn() }));
// Google's own popup, as in production (against the emulator the app asks for an account).
vi.mock('../../../lib/env', async (load) => {
  const { env } = await load<typeof EnvModule>();
  return { env: { ...env, firebase: { ...env.firebase, emulatorHost: '' } } };
});

let firebase: ReturnType<typeof createFirebaseFake>;

beforeEach(() => {
  firebase = createFirebaseFake(null);
  vi.mocked(getFirebaseAuth).mockResolvedValue(firebase.kit);
});

function registered(userType: 'Buyer' | 'Seller') {
  return jsonResponse({
    acknowledged: true,
    insertedId: '64b000000000000000000009',
    user: {
      _id: '64b000000000000000000009',
      name: 'Gia Google',
      email: 'gia@example.com',
      userType,
      roles: [userType],
      verified: false,
      createdAt: '2024-01-01T00:00:00.000Z',
    },
  });
}

/** Picks `choice` on the sign-up form, then presses Continue with Google. */
async function continueWithGoogleAs(choice: 'Buyer' | 'Seller') {
  const googleUser = fakeFirebaseUser({ uid: 'g-1', email: 'gia@example.com' });
  firebase.sdk.signInWithPopup.mockResolvedValue({ user: googleUser });
  const api = stubApi({
    'POST /users': () => registered(choice),
    'GET /jwt': { accessToken: 'access-token' },
  });
  const user = userEvent.setup();
  renderRoutes([{ path: '/signup', element: <SignUpForm /> }], { initialEntries: ['/signup'] });
  await user.click(screen.getByRole('radio', { name: new RegExp(choice) }));
  await user.click(screen.getByRole('button', { name: /Continue with Google/ }));
  await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/'));
  return api;
}

describe('SignUpForm with Google', () => {
  it('registers a new Google user as the Seller chosen on the form (Firebase mocked, API stubbed)', async () => {
    const api = await continueWithGoogleAs('Seller');

    expect(firebase.sdk.signInWithPopup).toHaveBeenCalledTimes(1);
    expect(api.bodyOf('POST /users')).toEqual({ name: 'Rider', userType: 'Seller' });
  });

  it('registers a Buyer when Buyer stays chosen (Firebase mocked, API stubbed)', async () => {
    const api = await continueWithGoogleAs('Buyer');

    expect(api.bodyOf('POST /users')).toEqual({ name: 'Rider', userType: 'Buyer' });
  });
});
