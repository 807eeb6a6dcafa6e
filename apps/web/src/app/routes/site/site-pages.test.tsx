import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from '../../../components/layouts/footer';
import { paths } from '../../../lib/paths';
import { renderRoutes } from '../../../testing/render';
import About from './about';
import Contact from './contact';
import Cookies from './cookies';
import Help from './help';
import Privacy from './privacy';
import Terms from './terms';

describe('the footer', () => {
  it('links every company and legal entry to its own page, none to home', () => {
    renderRoutes([{ path: '*', element: <Footer /> }]);
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-label') !== 'ReRide home')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).not.toContain(paths.home.getHref());
    for (const page of [paths.about, paths.contact, paths.terms, paths.privacy, paths.cookies]) {
      expect(hrefs).toContain(page.getHref());
    }
  });
});

describe('the site pages', () => {
  it.each([
    ['About us', About],
    ['Contact', Contact],
    ['Help', Help],
    ['Terms of use', Terms],
    ['Privacy policy', Privacy],
    ['Cookie policy', Cookies],
  ])('%s has its heading and document title', async (page, Component) => {
    renderRoutes([{ path: '*', element: <Component /> }]);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${page} - ReRide`));
  });

  it('explains the dispute window with the product timer', () => {
    renderRoutes([{ path: '*', element: <Help /> }]);
    const section = screen.getByRole('region', { name: 'Buyer protection' });
    expect(section).toHaveAttribute('id', 'buyer-protection');
    expect(section).toHaveTextContent('for 7 days after payment. That is the dispute window.');
  });
});
