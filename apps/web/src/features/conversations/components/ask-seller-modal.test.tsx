import { commonMessages, conversationMessages } from '@reride/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { stubApi, jsonResponse } from '../../../testing/api-server';
import { createFirebaseFake, deferred } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { AskSellerModal } from './ask-seller-modal';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const bike = { _id: 'b00000000000000000000001', name: 'Trek Marlin 7' };
const started = {
  acknowledged: true,
  conversationId: 'd00000000000000000000001',
  messageId: 'e00000000000000000000001',
};

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

function renderModal() {
  const onClose = vi.fn();
  const onSent = vi.fn();
  renderRoutes([
    { path: '/', element: <AskSellerModal bike={bike} onClose={onClose} onSent={onSent} /> },
  ]);
  return { onClose, onSent };
}

describe('AskSellerModal (API stubbed)', () => {
  it('is a labelled dialog with the privacy note and focus in the question', async () => {
    renderModal();

    expect(
      await screen.findByRole('dialog', { name: 'Ask the seller about Trek Marlin 7' }),
    ).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByText(conversationMessages.conversations.privacy)).toBeInTheDocument();
    expect(screen.getByLabelText(/Your question/)).toHaveFocus();
    expect(screen.getByLabelText(/Your question/)).toHaveAttribute('maxlength', '2000');
  });

  it('refuses an empty (or blank) question and sends nothing', async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderModal();

    await user.type(screen.getByLabelText(/Your question/), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(commonMessages.validation.requiredField)).toBeInTheDocument();
    expect(screen.getByLabelText(/Your question/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.routes()).toEqual([]);
  });

  it('sends the bike id and the trimmed text, toasts and opens the conversation', async () => {
    const api = stubApi({ 'POST /conversations': () => jsonResponse(started, 201) });
    const user = userEvent.setup();
    const { onSent } = renderModal();

    await user.type(screen.getByLabelText(/Your question/), '  Is it still available?  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(
      await screen.findByText(conversationMessages.conversations.askToast),
    ).toBeInTheDocument();
    expect(onSent).toHaveBeenCalledWith('d00000000000000000000001');
    expect(api.routes()).toEqual(['POST /conversations']);
    expect(api.bodyOf('POST /conversations')).toEqual({
      bikeId: 'b00000000000000000000001',
      text: 'Is it still available?',
    });
  });

  it('disables Send while the question is on its way, and Escape waits', async () => {
    const answer = deferred<Response>();
    stubApi({ 'POST /conversations': () => answer.promise });
    const user = userEvent.setup();
    const { onClose, onSent } = renderModal();

    await user.type(screen.getByLabelText(/Your question/), 'Hello');
    await user.keyboard('{Control>}{Enter}{/Control}');

    const send = screen.getByRole('button', { name: 'Send' });
    await waitFor(() => expect(send).toBeDisabled());
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();

    answer.resolve(jsonResponse(started, 201));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
  });

  it("toasts the server's refusal and keeps the question", async () => {
    stubApi({
      'POST /conversations': () =>
        jsonResponse(
          { message: conversationMessages.conversations.ownBike, code: 'FORBIDDEN' },
          403,
        ),
    });
    const user = userEvent.setup();
    const { onSent } = renderModal();

    await user.type(screen.getByLabelText(/Your question/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(conversationMessages.conversations.ownBike)).toBeInTheDocument();
    expect(onSent).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Your question/)).toHaveValue('Hello');
  });

  it('closes with Cancel', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
