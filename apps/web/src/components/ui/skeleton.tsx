import type { CSSProperties } from 'react';

/** A placeholder block with the size of what will replace it, so nothing shifts when it loads. */
export function Skeleton({ className, style }: { className?: string; style?: CSSProperties }) {
  return (
    <span
      className={['skeleton', className].filter(Boolean).join(' ')}
      style={style}
      aria-hidden="true"
    />
  );
}
