import { Link } from 'react-router-dom';
import { infoRoute } from '../../static-route';
import { paths } from '../../../lib/paths';

export const { handle, Component } = infoRoute({
  page: 'About us',
  eyebrow: 'About ReRide',
  title: 'A second life for every bike',
  description:
    'ReRide is a marketplace for used bicycles: sellers list mountain, road and kids bikes, buyers book and pay online, and the payment is protected until the bike is handed over.',
  sections: [
    {
      title: 'What we do',
      body: (
        <p>
          Sellers list their bikes with photos, a price and where to meet. Buyers browse the
          categories, search, ask the seller questions or make an offer, then book and pay by card.
          The seller&apos;s contact details are shared once the bike is paid for, and the two meet
          to hand it over.
        </p>
      ),
    },
    {
      title: 'Why it is safe',
      body: (
        <p>
          Prices and payments are checked by our servers, never taken from the browser. Every paid
          order has a window in which the buyer can open a dispute that an administrator decides.{' '}
          <Link to={paths.help.getHref('buyer-protection')}>How buyer protection works</Link>.
        </p>
      ),
    },
    {
      title: 'Sellers are verified',
      body: (
        <p>
          Administrators verify sellers and moderate reported listings, and anyone can report a
          listing or a message that looks wrong.
        </p>
      ),
    },
    {
      title: 'Talk to us',
      body: (
        <p>
          Questions, ideas or something that went wrong:{' '}
          <Link to={paths.contact.getHref()}>contact the ReRide team</Link>.
        </p>
      ),
    },
  ],
});

export default Component;
