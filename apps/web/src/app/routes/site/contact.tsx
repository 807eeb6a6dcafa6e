import { Link } from 'react-router-dom';
import { infoRoute } from '../../static-route';
import { paths } from '../../../lib/paths';

// Each way below reaches administrators through something the product already stores and shows
// them (disputes, reports).
export const { handle, Component } = infoRoute({
  page: 'Contact',
  eyebrow: 'Contact',
  title: 'How to reach us',
  description: 'How to reach the ReRide team about an order, a listing, a message or your account.',
  sections: [
    {
      title: 'A problem with an order',
      body: (
        <p>
          Open the order from <Link to={paths.dashboard.orders.getHref()}>My Orders</Link> and open
          a dispute: an administrator reads both sides and decides. See{' '}
          <Link to={paths.help.getHref('buyer-protection')}>buyer protection</Link> for what it
          covers.
        </p>
      ),
    },
    {
      title: 'A listing or a message that looks wrong',
      body: (
        <p>
          Use Report on the bike&apos;s page or on the message: administrators review every report
          and can remove the listing or block the conversation.
        </p>
      ),
    },
    {
      title: 'Questions before you buy',
      body: (
        <p>
          Ask the seller from the bike&apos;s page; the{' '}
          <Link to={paths.help.getHref()}>Help page</Link> explains booking, paying and selling.
        </p>
      ),
    },
  ],
});

export default Component;
