import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../lib/paths';
import { useRoles } from '../api/get-roles';
import { useDashboardLinks } from '../hooks/use-dashboard-links';

function linkClass({ isActive }: { isActive: boolean }) {
  return isActive ? 'sidebar__link is-active' : 'sidebar__link';
}

export interface DashboardNavProps {
  /**
   * Shown after a link's label, by the link's href: e.g. the Inbox's unread count, which the
   * route composing the nav takes from another feature.
   */
  badges?: Readonly<Record<string, ReactNode>>;
}

/** The dashboard sidebar: the overview plus the links of the user's role. */
export function DashboardNav({ badges = {} }: DashboardNavProps) {
  const { links, isLoading } = useDashboardLinks();
  const { roles } = useRoles();

  return (
    <nav aria-label="Dashboard" className="side-panel sidebar">
      {roles && (
        <div className="sidebar__who">
          <Avatar name={roles.user.name} photoUrl={roles.user.photo?.url ?? null} decorative />
          <p className="sidebar__who-text">
            <span className="sidebar__name">{roles.user.name}</span>
            <span className="text-subtle">{roles.user.roles.join(' · ')}</span>
          </p>
        </div>
      )}
      <ul className="sidebar__links">
        <li>
          <NavLink to={paths.dashboard.root.getHref()} end className={linkClass}>
            Overview
          </NavLink>
        </li>
        {isLoading
          ? [0, 1].map((i) => (
              <li key={i} aria-hidden="true">
                <Skeleton className="sidebar__skeleton" />
              </li>
            ))
          : links.map((link) => (
              <li key={link.href}>
                <NavLink to={link.href} className={linkClass}>
                  {link.label}
                  {badges[link.href] && <> {badges[link.href]}</>}
                </NavLink>
              </li>
            ))}
      </ul>
    </nav>
  );
}
