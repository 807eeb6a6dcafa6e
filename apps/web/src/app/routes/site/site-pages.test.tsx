import { screen, waitFor, within } from '@testing-library/react';
import { MARKETPLACE_RULE_DEFAULTS } from '@reride/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { Footer } from '../../../components/layouts/footer';
import { paths } from '../../../lib/paths';
import { stubApi } from '../../../testing/api-server';
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
  beforeEach(() => stubApi({ 'GET /rules': MARKETPLACE_RULE_DEFAULTS }));

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

  it('states the timers and the fee an operator configured (GET /rules)', async () => {
    stubApi({
      'GET /rules': {
        bookingExpiryHours: 24,
        orderAutoCompleteDays: 3,
        offerTtlHours: 1,
        platformFeePercent: 5,
      },
    });
    renderRoutes([{ path: '*', element: <Help /> }]);
    const protection = screen.getByRole('region', { name: 'Buyer protection' });
    await waitFor(() => expect(protection).toHaveTextContent('for 3 days after payment.'));
    const paying = screen.getByRole('region', { name: 'Booking and paying' });
    expect(paying).toHaveTextContent('not paid within 24 hours ends by itself');
    expect(paying).toHaveTextContent('not answered within 1 hour;');
    expect(screen.getByRole('region', { name: 'Selling' })).toHaveTextContent(
      'ReRide keeps 5% of each sale.',
    );
  });
});
