import { Link } from 'react-router-dom';
import { useRoles } from '../../../features/auth/api/get-roles';
import { ContactForm } from '../../../features/site/components/contact-form';
import { infoRoute } from '../../static-route';
import { paths } from '../../../lib/paths';

/** The form, with a signed-in person's name and email filled in. */
function WriteToUs() {
  const { roles } = useRoles();
  const sender = roles ? { name: roles.user.name, email: roles.user.email } : undefined;
  // Keyed by the sender: the form starts again filled in once the session is known.
  return <ContactForm key={roles?.user._id ?? 'visitor'} sender={sender} />;
}

// Every way below reaches administrators: the form and the disputes and reports they decide.
export const { handle, Component } = infoRoute({
  page: 'Contact',
  eyebrow: 'Contact',
  title: 'How to reach us',
  description: 'How to reach the ReRide team about an order, a listing, a message or your account.',
  sections: [
    {
      title: 'Write to us',
      body: (
        <>
          <p>Anything not covered below: the team reads every message and answers by email.</p>
          <WriteToUs />
        </>
      ),
    },
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
