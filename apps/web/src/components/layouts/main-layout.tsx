import { Outlet } from 'react-router-dom';
import { Footer } from './footer';
import { Navbar, type NavbarProps } from './navbar';

/** Public pages: navbar, the page, footer. */
export function MainLayout({ account, notifications }: NavbarProps) {
  return (
    <div className="layout">
      <Navbar account={account} notifications={notifications} />
      <main id="main" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
