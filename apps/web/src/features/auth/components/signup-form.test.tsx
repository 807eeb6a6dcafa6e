import { messages } from '@reride/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { createFirebaseFake, deferred, firebaseError } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { SignUpForm } from './signup-form';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

let firebase: ReturnType<typeof createFirebaseFake>;

beforeEach(() => {
  firebase = createFirebaseFake(null);
  vi.mocked(getFirebaseAuth).mockResolvedValue(firebase.kit);
});

function renderSignUp() {
  return renderRoutes([{ path: '/signup', element: <SignUpForm /> }], {
    initialEntries: ['/signup'],
  });
}

describe('SignUpForm', () => {
  it('defaults the user type to Buyer', () => {
    renderSignUp();
    expect(screen.getByRole('radio', { name: /Buyer/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Seller/ })).not.toBeChecked();
  });

  it('shows the name and email messages when submitted empty', async () => {
    const user = userEvent.setup();
    renderSignUp();

    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText(messages.validation.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.validation.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.validation.passwordRequired)).toBeInTheDocument();
    expect(firebase.sdk.createUserWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('shows the password pattern message for a password without uppercase, digit or symbol', async () => {
    const user = userEvent.setup();
    renderSignUp();

    await user.type(screen.getByLabelText('Name'), 'Ana Rider');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'password');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText(messages.validation.passwordPattern)).toBeInTheDocument();
    expect(firebase.sdk.createUserWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('shows the auth error below the form and re-enables the button (Firebase mocked)', async () => {
    const createUser = deferred<never>();
    firebase.sdk.createUserWithEmailAndPassword.mockReturnValue(createUser.promise);
    const user = userEvent.setup();
    renderSignUp();

    await user.type(screen.getByLabelText('Name'), 'Ana Rider');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret#1');
    await user.click(screen.getByRole('radio', { name: /Seller/ }));
    const submit = screen.getByRole('button', { name: 'Sign Up' });
    await user.click(submit);

    await waitFor(() => expect(submit).toBeDisabled());
    createUser.reject(firebaseError('auth/email-already-in-use'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists, please log in',
    );
    await waitFor(() => expect(submit).toBeEnabled());
  });
});
