import { commonMessages, errorMessages } from '@reride/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { deferred, firebaseError, signedOutFirebaseEachTest } from '../../../testing/firebase-fake';
import { fillFields, pressAndExpectBusy, submitForm } from '../../../testing/forms';
import { renderRoutes } from '../../../testing/render';
import { LoginForm } from './login-form';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const firebase = signedOutFirebaseEachTest(getFirebaseAuth);

function renderLogin() {
  return renderRoutes([{ path: '/login', element: <LoginForm /> }], { initialEntries: ['/login'] });
}

/** Renders the form, fills it in and presses Login. */
async function submitLogin(values: { Email: string; Password: string }) {
  renderLogin();
  await submitForm(values, 'Login');
}

describe('LoginForm', () => {
  it('shows the required messages when submitted empty', async () => {
    renderLogin();

    await submitForm({}, 'Login');

    expect(await screen.findByText(commonMessages.validation.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(commonMessages.validation.passwordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(firebase.sdk.signInWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('shows the minimum length message for a short password', async () => {
    await submitLogin({ Email: 'rider@example.com', Password: '12345' });

    expect(
      await screen.findByText(commonMessages.validation.passwordMinLength),
    ).toBeInTheDocument();
    expect(screen.queryByText(commonMessages.validation.emailRequired)).not.toBeInTheDocument();
  });

  it('shows the auth error below the form and re-enables the button (Firebase mocked)', async () => {
    const signIn = deferred<never>();
    firebase.sdk.signInWithEmailAndPassword.mockReturnValue(signIn.promise);
    const user = userEvent.setup();
    renderLogin();

    await fillFields(user, { Email: 'rider@example.com', Password: 'wrong-password' });
    const submit = await pressAndExpectBusy(user, 'Login');
    expect(firebase.sdk.signInWithEmailAndPassword).toHaveBeenCalledWith(
      firebase.auth,
      'rider@example.com',
      'wrong-password',
    );

    signIn.reject(firebaseError('auth/invalid-credential'));

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Email or password is incorrect'),
    );
    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.getByRole('button', { name: /Continue with Google/ })).toBeEnabled();
  });

  it('explains a network failure of the sign-in service (Firebase mocked)', async () => {
    firebase.sdk.signInWithEmailAndPassword.mockRejectedValue(
      firebaseError('auth/network-request-failed'),
    );
    await submitLogin({ Email: 'rider@example.com', Password: 'Secret#1' });

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(errorMessages.errors.signInUnreachable),
    );
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });
});
