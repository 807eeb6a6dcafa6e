import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { Logo } from '../ui/logo';

interface FooterColumn {
  title: string;
  links: { label: string; href: string }[];
}

const columns: FooterColumn[] = [
  {
    title: 'Marketplace',
    links: [
      { label: 'Browse categories', href: paths.categoriesSection.getHref() },
      { label: 'Sell your bike', href: paths.sell.getHref() },
      { label: 'Blogs', href: paths.blogs.getHref() },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About us', href: paths.about.getHref() },
      { label: 'Help & buyer protection', href: paths.help.getHref() },
      { label: 'Contact', href: paths.contact.getHref() },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of use', href: paths.terms.getHref() },
      { label: 'Privacy policy', href: paths.privacy.getHref() },
      { label: 'Cookie policy', href: paths.cookies.getHref() },
    ],
  },
];

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__inner container">
        <div className="footer__brand stack">
          <Link to={paths.home.getHref()} className="brand brand--inverse" aria-label="ReRide home">
            <Logo />
            <span className="brand__name">ReRide</span>
          </Link>
          <p className="footer__tagline">
            Making bike buying and selling easier: fair prices, honest listings and a second life
            for every ride.
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} className="footer__column" aria-label={column.title}>
            <h2 className="footer__title">{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="footer__legal container">© {new Date().getFullYear()} ReRide. Ride it again.</p>
    </footer>
  );
}
