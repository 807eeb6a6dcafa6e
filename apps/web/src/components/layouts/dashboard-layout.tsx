import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useFoldingPanel } from '../../hooks/use-folding-panel';
import { Navbar, type NavbarProps } from './navbar';
import { Glyph } from '../ui/glyph';

export interface DashboardLayoutProps extends NavbarProps {
  /** The role's links (features/auth). */
  sidebar: ReactNode;
  /** Above every page: what the person must know of their account (a suspension, a warning). */
  notice?: ReactNode;
}

/** Dashboard pages: navbar, then a left sidebar that folds into a toggle on phones. */
export function DashboardLayout({ account, notifications, sidebar, notice }: DashboardLayoutProps) {
  const sidebarPanel = useFoldingPanel('dashboard-navigation');

  return (
    <div className="layout">
      <Navbar account={account} notifications={notifications} />
      <div className="dashboard container">
        <aside className="dashboard__sidebar">
          <button className="dashboard__toggle" {...sidebarPanel.toggleProps}>
            Dashboard menu
            <Glyph size={16} viewBox="0 0 16 16">
              <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
            </Glyph>
          </button>
          <div
            id="dashboard-navigation"
            className={sidebarPanel.open ? 'dashboard__nav is-open' : 'dashboard__nav'}
          >
            {sidebar}
          </div>
        </aside>
        <main id="main" className="dashboard__content" tabIndex={-1}>
          {notice}
          <Outlet />
        </main>
      </div>
    </div>
  );
}
