import { Link } from 'react-router-dom';
import { infoRoute } from '../../static-route';
import { paths } from '../../../lib/paths';

export const { handle, Component } = infoRoute({
  page: 'Privacy policy',
  eyebrow: 'Legal',
  title: 'Privacy policy',
  description: 'What ReRide stores about you, who sees it, and why.',
  sections: [
    {
      title: 'What we store',
      body: (
        <ul>
          <li>Your account: name, email, photo and whether you buy or sell.</li>
          <li>
            Your orders: the phone number and meeting place you give when booking, payments, refunds
            and the order&apos;s timeline.
          </li>
          <li>Your listings, wishlist, conversations, offers and reports.</li>
          <li>Which notifications you want by email.</li>
        </ul>
      ),
    },
    {
      title: 'Who sees it',
      body: (
        <p>
          Your contact details are shown to the other side of an order only once it is paid.
          Administrators see what they need to verify sellers, decide disputes and review reports.
          We do not sell your data.
        </p>
      ),
    },
    {
      title: 'Services we use',
      body: (
        <p>
          Sign-in is handled by Firebase Authentication and card payments by Stripe: your card
          number goes to Stripe and never reaches ReRide&apos;s servers. See the{' '}
          <Link to={paths.cookies.getHref()}>cookie policy</Link> for what is kept in your browser.
        </p>
      ),
    },
  ],
});

export default Component;
