import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName } from './button';

/** The quiet way back to the list a record page was opened from. */
export function BackButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClassName('outline', 'sm')}>
      {children}
    </Link>
  );
}
