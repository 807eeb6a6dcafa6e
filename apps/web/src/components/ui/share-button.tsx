import { shareMessages } from '@reride/shared';
import { toast } from '../../lib/toast';
import { Button, type ButtonProps } from './button';

export interface ShareButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** What is shared: the page's title and its link (a path of ours or an absolute URL). */
  title: string;
  href: string;
  /** The button's accessible name when "Share" alone would be ambiguous on the page. */
  label?: string;
}

/**
 * The device's share sheet where the browser has one (the Web Share API: phones, some desktops);
 * elsewhere the link goes to the clipboard and a toast says so. Closing the share sheet is not
 * an error, so it says nothing. The button never disables itself: a disabled button would drop the
 * keyboard's focus.
 */
export function ShareButton({ title, href, label, variant = 'ghost', ...rest }: ShareButtonProps) {
  async function share() {
    const url = new URL(href, window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // Refused (no user gesture, a policy): the clipboard still works.
      }
    }
    await copy(url);
  }

  return (
    <Button variant={variant} aria-label={label} onClick={() => void share()} {...rest}>
      {shareMessages.button}
    </Button>
  );
}

async function copy(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(shareMessages.copied);
  } catch {
    // No clipboard (an insecure origin, a denied permission): say where the link is instead.
    toast.error(shareMessages.copyFailed);
  }
}
