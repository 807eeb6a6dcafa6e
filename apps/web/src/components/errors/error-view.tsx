import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { buttonClassName } from '../ui/button';

export interface ErrorViewProps {
  status?: number | undefined;
  title: string;
  message?: string | undefined;
  /** Extra actions next to the Home link (the route error page adds Log out). */
  actions?: ReactNode;
  /** Outside any layout (the root error boundary) the view brings its own main landmark. */
  standalone?: boolean;
}

/** A full-page error: status, status text or message, and a way home. */
export function ErrorView({ status, title, message, actions, standalone }: ErrorViewProps) {
  const view = (
    <div className="error-view">
      <div className="error-view__card">
        {status ? <p className="error-view__status">{status}</p> : null}
        <h1 className="error-view__title">{title}</h1>
        {message && message !== title ? <p className="error-view__message">{message}</p> : null}
        <div className="error-view__actions">
          <Link to={paths.home.getHref()} className={buttonClassName('primary')}>
            Back to Home
          </Link>
          {actions}
        </div>
      </div>
    </div>
  );
  return standalone ? <main id="main">{view}</main> : view;
}
