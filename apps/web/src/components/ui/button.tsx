import type { ButtonHTMLAttributes, Ref } from 'react';
import { useScriptReady } from './script-form';
import { Spinner } from './spinner';

/** `danger-outline`: a destructive action beside others, quieter than them; its dialog confirms in red. */
export type ButtonVariant =
  'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'danger-outline';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** For links that look like buttons: `<Link className={buttonClassName('primary')}>`. */
export function buttonClassName(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra?: string,
): string {
  return ['btn', `btn--${variant}`, `btn--${size}`, extra].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button and shows a spinner; the label stays so the width does not jump. */
  loading?: boolean;
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  block = false,
  type = 'button',
  disabled,
  className,
  children,
  ref,
  ...rest
}: ButtonProps) {
  // A ScriptForm's submit waits for the page's script (script-form.tsx).
  const scriptReady = useScriptReady();
  const waiting = type === 'submit' && !scriptReady;
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClassName(
        variant,
        size,
        [block && 'btn--block', className].filter(Boolean).join(' '),
      )}
      disabled={disabled || loading || waiting}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size="sm" label={null} className="btn__spinner" />}
      <span className="btn__label">{children}</span>
    </button>
  );
}
