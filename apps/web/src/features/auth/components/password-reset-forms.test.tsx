import { accountMessages, commonMessages, errorMessages } from '@reride/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { deferred, firebaseError, signedOutFirebaseEachTest } from '../../../testing/firebase-fake';
import {
  expectFailureToRetry,
  pressAndExpectCheck,
  pressAndExpectBusy,
} from '../../../testing/forms';
import { renderRoutes } from '../../../testing/render';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { ResetPasswordForm } from './reset-password-form';

/** Forgot password (the link by email) and Reset password (the link's page), Firebase mocked. */
vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const firebase = signedOutFirebaseEachTest(getFirebaseAuth);
const words = accountMessages.passwordReset;

function renderFromLogin() {
  return renderRoutes(
    [
      { path: '/login', element: <LoginForm /> },
      { path: '/forgot-password', element: <ForgotPasswordForm /> },
    ],
    { initialEntries: ['/login'] },
  );
}

/** From the login form, with `email` typed there, through "Forgot password?". */
async function openFromLogin(email: string) {
  const user = userEvent.setup();
  renderFromLogin();
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('link', { name: words.link }));
  await screen.findByRole('heading', { name: words.title });
  return user;
}

describe('ForgotPasswordForm', () => {
  it('opens from the login form with the typed email and sends the link (Firebase mocked)', async () => {
    const send = deferred<void>();
    firebase.sdk.sendPasswordResetEmail.mockReturnValue(send.promise);
    const user = await openFromLogin('rider@example.com');

    expect(screen.getByLabelText('Email')).toHaveValue('rider@example.com');
    await pressAndExpectBusy(user, words.submit);
    expect(firebase.sdk.sendPasswordResetEmail).toHaveBeenCalledWith(
      firebase.auth,
      'rider@example.com',
    );
    send.resolve();

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(words.sent));
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.backToLogin })).toHaveAttribute('href', '/login');
  });

  it('says the same sentence for an unknown email (Firebase mocked)', async () => {
    firebase.sdk.sendPasswordResetEmail.mockRejectedValue(firebaseError('auth/user-not-found'));
    const user = await openFromLogin('nobody@example.com');

    await user.click(screen.getByRole('button', { name: words.submit }));

    expect(await screen.findByText(words.sent)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks the email before asking Firebase', async () => {
    const user = await openFromLogin('not-an-email');

    await pressAndExpectCheck(user, words.submit, commonMessages.validation.emailInvalid);
    expect(firebase.sdk.sendPasswordResetEmail).not.toHaveBeenCalled();
  });

  it('shows why sending failed and lets the person try again (Firebase mocked)', async () => {
    firebase.sdk.sendPasswordResetEmail.mockRejectedValue(
      firebaseError('auth/network-request-failed'),
    );
    const user = await openFromLogin('rider@example.com');

    await user.click(screen.getByRole('button', { name: words.submit }));

    await expectFailureToRetry(errorMessages.errors.signInUnreachable, words.submit);
    expect(screen.getByRole('status')).toHaveTextContent(words.lead);
  });
});

function renderReset(oobCode: string | null) {
  return renderRoutes(
    [{ path: '/reset-password', element: <ResetPasswordForm oobCode={oobCode} /> }],
    {
      initialEntries: ['/reset-password'],
    },
  );
}

describe('ResetPasswordForm', () => {
  it('checks the link, then saves the new password (Firebase mocked)', async () => {
    const save = deferred<void>();
    firebase.sdk.confirmPasswordReset.mockReturnValue(save.promise);
    const user = userEvent.setup();
    renderReset('code-1');

    expect(screen.getByRole('status')).toHaveTextContent('Checking your link');
    expect(await screen.findByText('For rider@example.com')).toBeInTheDocument();
    expect(firebase.sdk.verifyPasswordResetCode).toHaveBeenCalledWith(firebase.auth, 'code-1');

    await user.type(screen.getByLabelText('New password'), 'Fresh#Pass1');
    await pressAndExpectBusy(user, words.newSubmit);
    expect(firebase.sdk.confirmPasswordReset).toHaveBeenCalledWith(
      firebase.auth,
      'code-1',
      'Fresh#Pass1',
    );
    save.resolve();

    expect(await screen.findByText(words.done)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('holds the new password to the sign-up rules', async () => {
    const user = userEvent.setup();
    renderReset('code-1');

    await user.type(await screen.findByLabelText('New password'), 'weakpass');
    await pressAndExpectCheck(user, words.newSubmit, commonMessages.validation.passwordPattern);
    expect(firebase.sdk.confirmPasswordReset).not.toHaveBeenCalled();
  });

  it('says a used or expired link cannot be used and offers a new one (Firebase mocked)', async () => {
    firebase.sdk.verifyPasswordResetCode.mockRejectedValue(
      firebaseError('auth/expired-action-code'),
    );
    renderReset('old-code');

    expect(await screen.findByText(words.linkExpired)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.submit })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('says a link without a code is invalid, without asking Firebase', () => {
    renderReset(null);

    expect(screen.getByText(words.linkInvalid)).toBeInTheDocument();
    expect(firebase.sdk.verifyPasswordResetCode).not.toHaveBeenCalled();
  });

  it('shows why saving failed and lets the person try again (Firebase mocked)', async () => {
    firebase.sdk.confirmPasswordReset.mockRejectedValue(firebaseError('auth/invalid-action-code'));
    const user = userEvent.setup();
    renderReset('code-1');

    await user.type(await screen.findByLabelText('New password'), 'Fresh#Pass1');
    await user.click(screen.getByRole('button', { name: words.newSubmit }));

    await expectFailureToRetry(words.linkInvalid, words.newSubmit);
  });
});
