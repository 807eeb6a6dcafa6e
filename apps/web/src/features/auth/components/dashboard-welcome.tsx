import type { Role } from '@reride/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Spinner } from '../../../components/ui/spinner';
import { ROLE_LINKS } from '../hooks/use-dashboard-links';
import { useRoles } from '../api/get-roles';
import { useAuth } from './auth-context';

interface RoleCard {
  role: Role;
  title: string;
}

const ROLE_CARDS: RoleCard[] = [
  { role: 'Seller', title: 'Sellers' },
  { role: 'Admin', title: 'Admins' },
  { role: 'Buyer', title: 'Buyers' },
];

/**
 * The dashboard index: each user type sees different routes (docs/domain.md#screens). `todos`
 * (the Overview's to-do list) comes right under the greeting.
 */
export function DashboardWelcome({ todos }: { todos?: ReactNode }) {
  const { user } = useAuth();
  const { roles, isLoading } = useRoles();
  const name = roles?.user.name ?? user?.displayName ?? 'there';

  return (
    <section className="stack">
      <header className="page-header">
        <h1 className="page-title">Welcome to your dashboard, {name}!</h1>
        <p className="page-lead">
          Every user type sees different routes here. Use the menu to reach the pages of your
          account; the list below shows what each type of account can do.
        </p>
        {isLoading && <Spinner size="sm" label="Loading your account" />}
      </header>
      {todos}
      <div className="role-grid">
        {ROLE_CARDS.map((card) => {
          const mine = roles?.user.roles.includes(card.role) ?? false;
          return (
            <article key={card.role} className={mine ? 'role-card is-mine' : 'role-card'}>
              <h2 className="role-card__title cluster">
                {card.title} {mine && <Badge tone="accent">Your account</Badge>}
              </h2>
              <ul className="role-card__list">
                {ROLE_LINKS[card.role].map((item) => (
                  <li key={item.label}>
                    {mine ? <Link to={item.href}>{item.label}</Link> : item.label}
                  </li>
                ))}
              </ul>
            </article>
          );
        })}
      </div>
    </section>
  );
}
