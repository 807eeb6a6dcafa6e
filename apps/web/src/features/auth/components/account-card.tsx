import { useId, type ReactNode } from 'react';

/** One card of Account settings: its title, what it is about, and its actions. */
export function AccountCard({
  title,
  lead,
  heading = 'h2',
  children,
}: {
  title: string;
  lead: string;
  heading?: 'h1' | 'h2';
  children: ReactNode;
}) {
  const Heading = heading;
  const titleId = useId();
  return (
    <section className="role-card stack" aria-labelledby={titleId}>
      <Heading id={titleId} className="role-card__title">
        {title}
      </Heading>
      <p>{lead}</p>
      {children}
    </section>
  );
}
