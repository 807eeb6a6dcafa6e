import { commonMessages, errorMessages, toastMessages } from '@reride/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readAccessToken } from '../../../lib/access-token';
import { getFirebaseAuth } from '../../../lib/firebase';
import { takeFlashToast } from '../../../lib/flash-toast';
import { reloadAt } from '../../../lib/navigation';
import { stubApi, jsonResponse } from '../../../testing/api-server';
import {
  signedOutFirebaseEachTest,
  deferred,
  fakeFirebaseUser,
  firebaseError,
} from '../../../testing/firebase-fake';
import { fillFields, submitForm } from '../../../testing/forms';
import { renderRoutes } from '../../../testing/render';
import { AccountNav } from './account-nav';
import { SignUpForm } from './signup-form';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));
vi.mock('../../../lib/navigation', () => ({ reloadAt: vi.fn() }));

const firebase = signedOutFirebaseEachTest(getFirebaseAuth);

function renderSignUp() {
  return renderRoutes([{ path: '/signup', element: <SignUpForm /> }], {
    initialEntries: ['/signup'],
  });
}

/** Renders the form, fills it in and presses Sign Up. */
async function submitSignUp(values: { Name: string; Email: string; Password: string }) {
  renderSignUp();
  await submitForm(values, 'Sign Up');
}

describe('SignUpForm', () => {
  it('defaults the user type to Buyer', () => {
    renderSignUp();
    expect(screen.getByRole('radio', { name: /Buyer/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Seller/ })).not.toBeChecked();
  });

  it('shows the name and email messages when submitted empty', async () => {
    renderSignUp();

    await submitForm({}, 'Sign Up');

    expect(await screen.findByText(commonMessages.validation.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(commonMessages.validation.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(commonMessages.validation.passwordRequired)).toBeInTheDocument();
    expect(firebase.sdk.createUserWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('shows the password pattern message for a password without uppercase, digit or symbol', async () => {
    await submitSignUp({ Name: 'Ana Rider', Email: 'ana@example.com', Password: 'password' });

    expect(await screen.findByText(commonMessages.validation.passwordPattern)).toBeInTheDocument();
    expect(firebase.sdk.createUserWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('shows the auth error below the form and re-enables the button (Firebase mocked)', async () => {
    const createUser = deferred<never>();
    firebase.sdk.createUserWithEmailAndPassword.mockReturnValue(createUser.promise);
    const user = userEvent.setup();
    renderSignUp();

    await fillFields(user, { Name: 'Ana Rider', Email: 'ana@example.com', Password: 'Secret#1' });
    await user.click(screen.getByRole('radio', { name: /Seller/ }));
    const submit = screen.getByRole('button', { name: 'Sign Up' });
    await user.click(submit);

    await waitFor(() => expect(submit).toBeDisabled());
    createUser.reject(firebaseError('auth/email-already-in-use'));

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'An account with this email already exists, please log in',
      ),
    );
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('says the sign-in service cannot be reached when Firebase is offline (Firebase mocked)', async () => {
    firebase.sdk.createUserWithEmailAndPassword.mockRejectedValue(
      firebaseError('auth/network-request-failed'),
    );
    await submitSignUp({ Name: 'Ana Rider', Email: 'ana@example.com', Password: 'Secret#1' });

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(errorMessages.errors.signInUnreachable),
    );
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });

  it('registers the chosen user type, stores the access token and reloads (Firebase mocked, API stubbed)', async () => {
    const newUser = fakeFirebaseUser({ uid: 'new', email: 'sam@example.com', displayName: null });
    const firebaseUserCreated = deferred<void>();
    firebase.sdk.createUserWithEmailAndPassword.mockImplementation(async () => {
      // Firebase announces the user before our API knows them.
      firebase.setUser(newUser);
      await firebaseUserCreated.promise;
      return { user: newUser };
    });
    firebase.sdk.signInWithEmailAndPassword.mockResolvedValue({ user: newUser });
    const api = stubApi({
      'POST /users': () =>
        jsonResponse({
          acknowledged: true,
          insertedId: '64b000000000000000000009',
          user: {
            _id: '64b000000000000000000009',
            name: 'Sam Seller',
            email: 'sam@example.com',
            userType: 'Seller',
            roles: ['Seller'],
            verified: false,
            createdAt: '2024-01-01T00:00:00.000Z',
          },
        }),
      'GET /jwt': { accessToken: 'access-token' },
    });
    const user = userEvent.setup();
    renderRoutes(
      [
        {
          path: '/signup',
          element: (
            <>
              <AccountNav />
              <SignUpForm />
            </>
          ),
        },
      ],
      { initialEntries: ['/signup'] },
    );

    await fillFields(user, { Name: 'Sam Seller', Email: 'sam@example.com', Password: 'Secret#1' });
    await user.click(screen.getByRole('radio', { name: /Seller/ }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    firebaseUserCreated.resolve();

    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/'));
    expect(firebase.sdk.updateProfile).toHaveBeenCalledWith(newUser, { displayName: 'Sam Seller' });
    // A fresh sign-in after creating the account: the emulator's first token may read as revoked.
    expect(firebase.sdk.signInWithEmailAndPassword).toHaveBeenCalledWith(
      firebase.auth,
      'sam@example.com',
      'Secret#1',
    );
    const calls = api.routes();
    // Nothing raced the registration (no role lookup, no token renewal registering a Buyer).
    expect(calls.slice(0, 2)).toEqual(['POST /users', 'GET /jwt']);
    const postUsers = api.requests[0]!;
    expect(postUsers.body).toEqual({
      name: 'Sam Seller',
      userType: 'Seller',
    });
    expect(postUsers.headers.get('Authorization')).toBe('Bearer firebase-id-token');
    expect(readAccessToken()).toBe('access-token');
    expect(takeFlashToast()).toEqual({
      type: 'success',
      message: toastMessages.signUpSuccess,
    });
  });

  it('signs the new Firebase user out again when registration fails (Firebase mocked, API stubbed)', async () => {
    const newUser = fakeFirebaseUser({ uid: 'new', email: 'sam@example.com' });
    firebase.sdk.createUserWithEmailAndPassword.mockImplementation(() => {
      firebase.setUser(newUser);
      return Promise.resolve({ user: newUser });
    });
    firebase.sdk.signInWithEmailAndPassword.mockResolvedValue({ user: newUser });
    stubApi({
      'POST /users': () =>
        jsonResponse({ message: errorMessages.errors.unavailable, code: 'UNAVAILABLE' }, 503),
    });
    await submitSignUp({ Name: 'Sam Seller', Email: 'sam@example.com', Password: 'Secret#1' });

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(errorMessages.errors.unavailable),
    );
    expect(firebase.sdk.signOut).toHaveBeenCalled();
    expect(reloadAt).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });
});
