import { commonMessages, conversationMessages } from '@reride/shared';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MessageForm } from './message-form';

const photo = (type = 'image/png', size = 1000) =>
  new File([new Uint8Array(size)], 'scratch.png', { type });

function renderForm() {
  const onSend = vi.fn();
  render(<MessageForm label="Your message" sending={false} onSend={onSend} withPhoto />);
  return { onSend, user: userEvent.setup({ applyAccept: false }) };
}

describe('MessageForm with a photo', () => {
  it('sends a chosen photo without text, then clears it', async () => {
    const { onSend, user } = renderForm();
    const file = photo();
    await user.upload(screen.getByLabelText('Add a photo'), file);
    expect(screen.getByRole('img', { name: 'To send: scratch.png' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('', expect.any(Function), file);
    const clear = onSend.mock.calls[0]?.[1] as () => void;
    act(clear);
    expect(await screen.findByLabelText('Add a photo')).toBeInTheDocument();
  });

  it('removes the photo by keyboard, focus back on the input', async () => {
    const { onSend, user } = renderForm();
    await user.upload(screen.getByLabelText('Add a photo'), photo());
    screen.getByRole('button', { name: 'Remove photo' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Add a photo')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(await screen.findByText(commonMessages.validation.requiredField)).toBeInTheDocument();
  });

  it('refuses a file of another type or over 5 MB before sending anything', async () => {
    const { user } = renderForm();
    const input = screen.getByLabelText('Add a photo');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await user.upload(input, photo('image/gif'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      conversationMessages.conversations.photoWrongType,
    );
    await user.upload(input, photo('image/png', 5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(
      conversationMessages.conversations.photoTooLarge,
    );
    expect(screen.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();
  });
});
