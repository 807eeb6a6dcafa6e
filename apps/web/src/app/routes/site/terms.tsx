import { Link } from 'react-router-dom';
import { infoRoute } from '../../static-route';
import { paths } from '../../../lib/paths';

export const { handle, Component } = infoRoute({
  page: 'Terms of use',
  eyebrow: 'Legal',
  title: 'Terms of use',
  description: 'The terms of using ReRide to buy and sell used bicycles.',
  sections: [
    {
      title: 'Your account',
      body: (
        <p>
          You sign up as a buyer or a seller with your own name and email, keep your password to
          yourself, and are responsible for what is done with your account.
        </p>
      ),
    },
    {
      title: 'Listing a bike',
      body: (
        <p>
          Sellers list only bikes they own and may sell, describe them honestly (condition, year,
          photos of the bike itself) and hand them over as agreed once paid. Administrators may
          remove listings that break these terms.
        </p>
      ),
    },
    {
      title: 'Buying a bike',
      body: (
        <p>
          Prices are the seller&apos;s, or the price you agreed in an offer. Payment goes through
          ReRide&apos;s payment provider; the order, its refunds and disputes follow the rules on
          the <Link to={paths.help.getHref()}>Help page</Link>.
        </p>
      ),
    },
    {
      title: 'Conduct',
      body: (
        <p>
          No fraud, harassment or spam in listings or conversations. Reported content is reviewed by
          administrators, who may block conversations and remove accounts.
        </p>
      ),
    },
  ],
});

export default Component;
