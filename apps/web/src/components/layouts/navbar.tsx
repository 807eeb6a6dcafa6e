import { CATEGORIES } from '@reride/shared';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useFoldingPanel } from '../../hooks/use-folding-panel';
import { paths } from '../../lib/paths';
import { Logo } from '../ui/logo';
import { NavbarSearch } from './navbar-search';
import { Glyph } from '../ui/glyph';

export interface NavbarProps {
  /** The account area: Login / Sign Up, or the Dashboard menu and Log Out (features/auth). */
  account: ReactNode;
  /**
   * The notification bell for signed-in users (features/notifications). It sits outside the
   * phone menu, beside its toggle, so it stays one tap away.
   */
  notifications?: ReactNode;
}

function navLinkClass({ isActive }: { isActive: boolean }) {
  return isActive ? 'navbar__link is-active' : 'navbar__link';
}

export function Navbar({ account, notifications }: NavbarProps) {
  const menu = useFoldingPanel('primary-navigation');

  return (
    <header className="navbar">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <div className="navbar__inner container">
        <Link to={paths.home.getHref()} className="brand" aria-label="ReRide home">
          <Logo />
          <span className="brand__name">ReRide</span>
        </Link>
        <NavbarSearch />
        <button className="navbar__toggle" {...menu.toggleProps}>
          <Glyph size={24}>
            <path
              d={menu.open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'}
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </Glyph>
          <span className="visually-hidden">Menu</span>
        </button>
        <nav
          id="primary-navigation"
          aria-label="Main"
          className={menu.open ? 'navbar__nav is-open' : 'navbar__nav'}
        >
          <ul className="navbar__links">
            <li>
              <NavLink to={paths.home.getHref()} end className={navLinkClass}>
                Home
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.blogs.getHref()} className={navLinkClass}>
                Blogs
              </NavLink>
            </li>
          </ul>
          {/* On a phone the home page's category cards are a long scroll away: the menu has them. */}
          <ul className="navbar__links navbar__categories" aria-label="Categories">
            {CATEGORIES.map((category) => (
              <li key={category._id}>
                <NavLink to={paths.category.getHref(category._id)} className={navLinkClass}>
                  {category.title}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="navbar__account">{account}</div>
        </nav>
        {notifications}
      </div>
    </header>
  );
}
