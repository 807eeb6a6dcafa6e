import { messages } from '@reride/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { createFirebaseFake, deferred, firebaseError } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

let firebase: ReturnType<typeof createFirebaseFake>;
const words = messages.passwordReset;

beforeEach(() => {
  firebase = createFirebaseFake(null);
  vi.mocked(getFirebaseAuth).mockResolvedValue(firebase.kit);
});

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
    const submit = screen.getByRole('button', { name: words.submit });
    await user.click(submit);

    await waitFor(() => expect(submit).toBeDisabled());
    expect(submit).toHaveAttribute('aria-busy', 'true');
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

    await user.click(screen.getByRole('button', { name: words.submit }));

    expect(await screen.findByText(messages.validation.emailInvalid)).toBeInTheDocument();
    expect(firebase.sdk.sendPasswordResetEmail).not.toHaveBeenCalled();
  });

  it('shows why sending failed and lets the person try again (Firebase mocked)', async () => {
    firebase.sdk.sendPasswordResetEmail.mockRejectedValue(
      firebaseError('auth/network-request-failed'),
    );
    const user = await openFromLogin('rider@example.com');
    const submit = screen.getByRole('button', { name: words.submit });

    await user.click(submit);

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(messages.errors.signInUnreachable),
    );
    expect(submit).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent(words.lead);
  });
});
