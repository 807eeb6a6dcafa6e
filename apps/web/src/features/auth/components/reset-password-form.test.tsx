import { messages } from '@reride/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { createFirebaseFake, deferred, firebaseError } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { ResetPasswordForm } from './reset-password-form';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

let firebase: ReturnType<typeof createFirebaseFake>;
const words = messages.passwordReset;

beforeEach(() => {
  firebase = createFirebaseFake(null);
  vi.mocked(getFirebaseAuth).mockResolvedValue(firebase.kit);
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
    const submit = screen.getByRole('button', { name: words.newSubmit });
    await user.click(submit);

    await waitFor(() => expect(submit).toBeDisabled());
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
    await user.click(screen.getByRole('button', { name: words.newSubmit }));

    expect(await screen.findByText(messages.validation.passwordPattern)).toBeInTheDocument();
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

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(words.linkInvalid));
    expect(screen.getByRole('button', { name: words.newSubmit })).toBeEnabled();
  });
});
