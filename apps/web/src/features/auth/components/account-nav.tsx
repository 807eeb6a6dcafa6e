import { lazy, Suspense } from 'react';
import { NavLink, Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { useAuth } from './auth-context';

// The Dashboard menu (with the role queries it needs) loads once Firebase has said someone is
// signed in: visitors never need it, and the server and the hydrating render draw the pending
// placeholder, as Firebase has not answered yet.
const SignedInAccountNav = lazy(() =>
  import('./signed-in-account-nav').then((m) => ({ default: m.SignedInAccountNav })),
);

/** The navbar's account area: Login / Sign Up for visitors, Dashboard and Log Out for users. */
export function AccountNav() {
  const { status, user } = useAuth();
  // Holds the space of the links so the navbar does not jump when Firebase answers.
  const pending = <div className="account-nav account-nav--pending" aria-hidden="true" />;

  if (status === 'loading') return pending;

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
    <Suspense fallback={pending}>
      <SignedInAccountNav />
    </Suspense>
  );
}
