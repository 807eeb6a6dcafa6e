import { Link, type LoaderFunctionArgs } from 'react-router-dom';
import { marketplaceRulesQueryOptions } from '../../../features/site/api/marketplace-rules';
import { FeeSentence, RuleText } from '../../../features/site/components/rule-text';
import { loadQueries } from '../../../lib/route-loading';
import { infoRoute } from '../../static-route';
import { paths } from '../../../lib/paths';

/** The timers and the fee in force (GET /rules), so the first render states them. */
export function loader({ context }: LoaderFunctionArgs) {
  return loadQueries(context, (client) => [client.prefetchQuery(marketplaceRulesQueryOptions())]);
}

// The rules of docs/domain.md#orders and docs/domain.md#offers, with the timers in force.
export const { handle, Component } = infoRoute({
  page: 'Help',
  eyebrow: 'Help',
  title: 'Buying and selling, step by step',
  description:
    'How buying on ReRide works, and how buyer protection covers you: booking, paying, the dispute window and refunds.',
  sections: [
    {
      title: 'Booking and paying',
      body: (
        <>
          <p>
            Book a bike from its page with your phone number and where you would like to meet. The
            booking waits for your payment: a booking not paid within{' '}
            <RuleText rule="bookingExpiryHours" /> ends by itself. The first buyer to pay gets the
            bike; anyone paying later for the same bike is refunded automatically.
          </p>
          <p>
            You can also make an offer in a conversation with the seller. An offer or a counter
            offer lapses when it is not answered within <RuleText rule="offerTtlHours" />; an
            accepted offer becomes a booking at the agreed price.
          </p>
        </>
      ),
    },
    {
      title: 'Buyer protection',
      id: 'buyer-protection',
      body: (
        <>
          <p>
            Once you have paid, you see the seller&apos;s name, phone and email and arrange the
            handover. Your order stays open until you press &ldquo;I received the bike&rdquo; or, if
            you do nothing, for <RuleText rule="orderAutoCompleteDays" /> after payment. That is the
            dispute window.
          </p>
          <ul>
            <li>
              Before the handover you can ask the seller to cancel: if they accept, you get the
              whole payment back.
            </li>
            <li>
              Within the window you can open a dispute from the order&apos;s page (not as described,
              the seller did not show, or another reason). A disputed order never completes by
              itself, and the seller may answer once.
            </li>
            <li>
              An administrator reads both sides and refunds you in full, refunds part of the
              payment, or closes the dispute for the seller, always with a note you both read.
            </li>
            <li>
              Refunds go back to the card you paid with, for at most what you paid, and never twice.
            </li>
          </ul>
          <p>
            After the order completes (you confirmed receipt, or the window passed without a
            dispute) the payment goes to the seller and the order can no longer be disputed.
          </p>
        </>
      ),
    },
    {
      title: 'Selling',
      body: (
        <p>
          List your bike with photos, its condition and its price. Buyers book or make offers; you
          see who booked and, once paid, their contact details. Your earnings become available when
          the order completes.
          <FeeSentence />
        </p>
      ),
    },
    {
      title: 'Staying safe',
      body: (
        <p>
          Pay only through ReRide: a payment made elsewhere is not covered by buyer protection.
          Report a listing or a message that looks wrong, and{' '}
          <Link to={paths.contact.getHref()}>contact us</Link> if something is not covered here.
        </p>
      ),
    },
  ],
});

export default Component;
