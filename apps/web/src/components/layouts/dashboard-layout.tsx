import { useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Navbar, type NavbarProps } from './navbar';

export interface DashboardLayoutProps extends NavbarProps {
  /** The role's links (features/auth). */
  sidebar: ReactNode;
}

/** Dashboard pages: navbar, then a left sidebar that folds into a toggle on phones. */
export function DashboardLayout({ account, notifications, sidebar }: DashboardLayoutProps) {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setSidebarOpen(false), [location.key]);

  return (
    <div className="layout">
      <Navbar account={account} notifications={notifications} />
      <div className="dashboard container">
        <aside className="dashboard__sidebar">
          <button
            type="button"
            className="dashboard__toggle"
            aria-expanded={sidebarOpen}
            aria-controls="dashboard-navigation"
            onClick={() => setSidebarOpen((open) => !open)}
          >
            Dashboard menu
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
          <div
            id="dashboard-navigation"
            className={sidebarOpen ? 'dashboard__nav is-open' : 'dashboard__nav'}
          >
            {sidebar}
          </div>
        </aside>
        <main id="main" className="dashboard__content" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
