import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** A button or link offering the next step. */
  action?: ReactNode;
  tone?: 'neutral' | 'error';
}

/** What a list shows when it has nothing (or could not load: tone "error"). */
export function EmptyState({ title, description, action, tone = 'neutral' }: EmptyStateProps) {
  return (
    <div
      className={`empty-state empty-state--${tone}`}
      role={tone === 'error' ? 'alert' : undefined}
    >
      <svg
        className="empty-state__icon"
        viewBox="0 0 48 48"
        aria-hidden="true"
        width="48"
        height="48"
      >
        {tone === 'error' ? (
          <path
            d="M24 6 3 42h42L24 6Zm0 12v12m0 5v2"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        ) : (
          <g fill="none" stroke="currentColor" strokeWidth="3">
            <circle cx="12" cy="32" r="8" />
            <circle cx="36" cy="32" r="8" />
            <path
              d="M12 32l8-14h12l4 14M20 18l-2-6h-5m19 6-3-6h6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </g>
        )}
      </svg>
      <p className="empty-state__title">{title}</p>
      {description && <p className="empty-state__description">{description}</p>}
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  );
}
