import { DashboardMenu } from './dashboard-menu';
import { LogoutButton } from './logout-button';

/** The navbar's account area for a signed-in user (see account-nav.tsx). */
export function SignedInAccountNav() {
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
