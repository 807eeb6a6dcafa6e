import { NavLink, Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { useAuth } from './auth-context';
import { DashboardMenu } from './dashboard-menu';
import { LogoutButton } from './logout-button';

/** The navbar's account area: Login / Sign Up for visitors, Dashboard and Log Out for users. */
export function AccountNav() {
  const { status, user } = useAuth();

  if (status === 'loading') {
    // Holds the space of the links so the navbar does not jump when Firebase answers.
    return <div className="account-nav account-nav--pending" aria-hidden="true" />;
  }

  if (!user) {
    return (
      <ul className="account-nav">
        <li>
          <NavLink
            to={paths.login.getHref()}
            className={({ isActive }) => (isActive ? 'navbar__link is-active' : 'navbar__link')}
          >
            Login
          </NavLink>
        </li>
        <li>
          <Link to={paths.signup.getHref()} className={buttonClassName('primary', 'sm')}>
            Sign Up
          </Link>
        </li>
      </ul>
    );
  }

  return (
    <ul className="account-nav">
      <li>
        <DashboardMenu />
      </li>
      <li>
        <LogoutButton />
      </li>
    </ul>
  );
}
