import { MAX_TOASTS } from '@reride/shared';
import { act, render, screen, waitFor } from '@testing-library/react';
import toast, { useToasterStore } from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { queueFlashToast } from '../../lib/flash-toast';
import { AppToaster } from './toaster';

function VisibleCount() {
  const { toasts } = useToasterStore();
  const visible = toasts.filter((t) => t.visible);
  return (
    <output
      aria-label="visible toasts"
      data-messages={visible.map((t) => (typeof t.message === 'string' ? t.message : '')).join('|')}
    >
      {visible.length}
    </output>
  );
}

afterEach(() => {
  act(() => toast.remove());
});

describe('AppToaster', () => {
  it(`keeps at most ${MAX_TOASTS} toasts visible, dismissing the oldest`, async () => {
    render(
      <>
        <AppToaster />
        <VisibleCount />
      </>,
    );

    act(() => {
      for (let i = 1; i <= MAX_TOASTS + 5; i++) toast(`Toast ${i}`);
    });

    const counter = screen.getByLabelText('visible toasts');
    await waitFor(() => expect(counter).toHaveTextContent(String(MAX_TOASTS)));
    const shown = counter.getAttribute('data-messages')!.split('|');
    expect(shown).toContain(`Toast ${MAX_TOASTS + 5}`);
    expect(shown).toContain('Toast 6');
    expect(shown).not.toContain('Toast 5');
    expect(shown).not.toContain('Toast 1');
  });

  it('honours a smaller limit', async () => {
    render(
      <>
        <AppToaster limit={2} />
        <VisibleCount />
      </>,
    );

    act(() => {
      toast.success('one');
      toast.error('two');
      toast('three');
    });

    await waitFor(() => expect(screen.getByLabelText('visible toasts')).toHaveTextContent('2'));
  });

  it('shows the toast queued before a page reload', async () => {
    queueFlashToast({ type: 'success', message: 'Sign up successful!' });

    render(<AppToaster />);

    expect(await screen.findByText('Sign up successful!')).toBeInTheDocument();
  });
});
