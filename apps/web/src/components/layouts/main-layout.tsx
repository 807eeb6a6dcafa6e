import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from './footer';
import { Navbar } from './navbar';

/** Public pages: navbar, the page, footer. */
export function MainLayout({ account }: { account: ReactNode }) {
  return (
    <div className="layout">
      <Navbar account={account} />
      <main id="main" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
