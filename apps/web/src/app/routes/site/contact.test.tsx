import { siteMessages } from '@reride/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { jsonResponse, stubApi } from '../../../testing/api-server';
import { createFirebaseFake, deferred, fakeFirebaseUser } from '../../../testing/firebase-fake';
import { fillFields, pressAndExpectCheck } from '../../../testing/forms';
import { renderRoutes } from '../../../testing/render';
import { meResponse } from '../../../testing/user-fixtures';
import Contact from './contact';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const texts = siteMessages.contact;
const CREATED = { acknowledged: true, insertedId: '64b0000000000000000000aa' };
const LETTER = {
  'Your name': 'Rina Rahman',
  Email: 'rina@example.com',
  Message: 'My seller has not answered for three days.',
};

function signIn(signedIn: boolean) {
  const user = signedIn ? fakeFirebaseUser({ email: 'rider@example.com' }) : null;
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(user).kit);
}

const renderContact = () => renderRoutes([{ path: '*', element: <Contact /> }]);

describe('the Contact page form (API stubbed)', () => {
  beforeEach(() => signIn(false));

  it("sends a visitor's message, busy while it goes, then thanks them and clears the form", async () => {
    const user = userEvent.setup();
    const answer = deferred<Response>();
    const api = stubApi({ 'POST /contact-messages': () => answer.promise });
    renderContact();
    await fillFields(user, LETTER);
    await user.selectOptions(screen.getByLabelText('About'), texts.topics.order);
    const send = screen.getByRole('button', { name: texts.send });
    await user.click(send);
    await waitFor(() => expect(send).toBeDisabled());

    answer.resolve(jsonResponse(CREATED, 201));
    expect(await screen.findByText(texts.sent)).toBeInTheDocument();
    expect(api.bodyOf('POST /contact-messages')).toEqual({
      name: 'Rina Rahman',
      email: 'rina@example.com',
      topic: 'order',
      message: LETTER.Message,
    });
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(send).toBeEnabled();
  });

  it('checks the message before sending anything', async () => {
    const user = userEvent.setup();
    const api = stubApi({ 'POST /contact-messages': () => jsonResponse(CREATED, 201) });
    renderContact();
    await fillFields(user, { ...LETTER, Message: 'Hi' });
    await pressAndExpectCheck(user, texts.send, texts.messageTooShort);
    expect(api.routes()).toEqual([]);
  });

  it("keeps what was typed and says the server's reason when the message is refused", async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /contact-messages': () =>
        jsonResponse({ message: 'Too many requests: try again later', code: 'RATE_LIMITED' }, 429),
    });
    renderContact();
    await fillFields(user, LETTER);
    await user.click(screen.getByRole('button', { name: texts.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
    expect(screen.getByLabelText('Message')).toHaveValue(LETTER.Message);
  });

  it("fills in a signed-in person's name and email", async () => {
    signIn(true);
    stubApi({ 'GET /users/me': () => meResponse('Buyer', 'rider@example.com') });
    renderContact();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('rider@example.com'));
    expect(screen.getByLabelText('Your name')).toHaveValue('Rider');
  });
});
