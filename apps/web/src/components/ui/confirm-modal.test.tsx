import { commonMessages } from '@reride/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmModal } from './confirm-modal';

function Harness({ onConfirm = vi.fn() }: { onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Remove Seller
      </button>
      <ConfirmModal
        open={open}
        title="Remove seller"
        message={commonMessages.confirm.removeUser('Ana')}
        confirmLabel="Remove seller"
        cancelLabel="Keep seller"
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

describe('ConfirmModal', () => {
  it('is a labelled modal dialog that focuses the safe choice', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.click(screen.getByRole('button', { name: 'Remove Seller' }));

    const dialog = screen.getByRole('dialog', { name: 'Remove seller' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(commonMessages.confirm.removeUser('Ana'));
    expect(screen.getByRole('button', { name: 'Keep seller' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Remove Seller' }));
    const cancel = screen.getByRole('button', { name: 'Keep seller' });
    const confirm = screen.getByRole('button', { name: 'Remove seller' });

    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Remove Seller' });
    await user.click(opener);

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('calls onConfirm from the confirm button', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Remove Seller' }));

    await user.click(screen.getByRole('button', { name: 'Remove seller' }));

    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('cannot be dismissed while its action runs', async () => {
    const onCancel = vi.fn();
    const user = userEvent.setup();
    render(
      <ConfirmModal
        open
        loading
        title="Remove"
        message="Sure?"
        confirmLabel="Remove seller"
        cancelLabel="Keep seller"
        onConfirm={vi.fn()}
        onCancel={onCancel}
      />,
    );

    await user.keyboard('{Escape}');

    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Remove seller' })).toBeDisabled();
  });
});
