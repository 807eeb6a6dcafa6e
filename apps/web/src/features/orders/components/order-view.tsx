import { formatPrice, type Order, orderMessages } from '@reride/shared';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/button';
import { cardImageUrl } from '../../../lib/image-url';
import { paths } from '../../../lib/paths';
import { decidingEvent, eventWords, formatWhen, refundSummary } from '../lib/order-text';
import { OrderActionButton } from './order-action';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';

/** A party's name (their profile's link) and whatever contact the server shares with the viewer (after payment). */
function Contact({ party }: { party: Order['buyer'] | Order['seller'] }) {
  return (
    <>
      {/* Only a party still on ReRide has a profile to link (docs/domain.md#public-profiles). */}
      {party.profileId ? (
        <Link to={paths.profile.getHref(party.profileId)}>{party.name}</Link>
      ) : (
        party.name
      )}
      {party.phone && (
        <>
          {' · '}
          <a href={`tel:${party.phone}`}>{party.phone}</a>
        </>
      )}
      {party.email && (
        <>
          {' · '}
          <a href={`mailto:${party.email}`}>{party.email}</a>
        </>
      )}
    </>
  );
}

/** The other side's contact as the server gives it (an administrator sees both sides). */
function Parties({ order }: { order: Order }) {
  return (
    <>
      {order.viewer !== 'seller' && (
        <>
          <dt>Seller</dt>
          <dd>
            <Contact party={order.seller} />
            {order.viewer === 'buyer' && !order.seller.phone && (
              <span className="order-page__note">{orderMessages.orders.contactPrivate}</span>
            )}
          </dd>
        </>
      )}
      {order.viewer !== 'buyer' && (
        <>
          <dt>Buyer</dt>
          <dd>
            <Contact party={order.buyer} />
            {order.viewer === 'seller' && !order.buyer.phone && (
              <span className="order-page__note">{orderMessages.orders.buyerContactPrivate}</span>
            )}
          </dd>
        </>
      )}
    </>
  );
}

/** A titled block of the order page: the cancellation request, the dispute, the refund, the actions. */
function Part({ title, facts, children }: { title: string; facts?: boolean; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="order-page__part" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-page__subtitle">
        {title}
      </h2>
      {facts ? <dl className="order-page__facts">{children}</dl> : children}
    </section>
  );
}

const { cancelRequestStates, disputeReasons, disputeDecisions } = orderMessages.orders;

/** The cancellation request, the dispute with both sides' words and the decision, the refund. */
function OrderCase({ order }: { order: Order }) {
  const { cancelRequest, dispute, refund } = order;
  // The step that decided the money words the decision and the refund as the timeline does.
  const deciding = decidingEvent(order.events);
  const decision = deciding && eventWords(deciding, order.viewer, order.price);
  return (
    <>
      {cancelRequest && (
        <Part title="Cancellation request" facts>
          <dt>Asked</dt>
          <dd>{formatWhen(cancelRequest.requestedAt)}</dd>
          <dt>Reason</dt>
          <dd>{cancelRequest.reason || 'None given'}</dd>
          <dt>Answer</dt>
          <dd>
            {cancelRequestStates[cancelRequest.state]}
            {cancelRequest.decidedAt && ` (${formatWhen(cancelRequest.decidedAt)})`}
          </dd>
        </Part>
      )}
      {dispute && (
        <Part title="Dispute" facts>
          <dt>Opened</dt>
          <dd>{formatWhen(dispute.openedAt)}</dd>
          <dt>Reason</dt>
          <dd>{disputeReasons[dispute.reason]}</dd>
          <dt>The buyer says</dt>
          <dd className="user-text">{dispute.text}</dd>
          <dt>The seller says</dt>
          <dd className="user-text">{dispute.sellerResponse ?? 'No answer yet'}</dd>
          <dt>Decision</dt>
          <dd>
            {decision?.decision?.verdict ?? disputeDecisions[dispute.state]}
            {decision?.money && ` · ${decision.money}`}
            {decision?.next && <span className="order-page__note">{decision.next}</span>}
            {dispute.resolvedAt && ` (${formatWhen(dispute.resolvedAt)})`}
            {dispute.resolution && (
              <span className="order-page__note">Note: {dispute.resolution}</span>
            )}
          </dd>
        </Part>
      )}
      {refund && (
        <Part title="Refund" facts>
          <dt>Refunded</dt>
          <dd>{refundSummary(refund, order.price, order.viewer)}</dd>
          {decision?.note && (
            <>
              <dt>Why</dt>
              <dd className="user-text">{decision.note.text}</dd>
            </>
          )}
          <dt>When</dt>
          <dd>{formatWhen(refund.at)}</dd>
        </Part>
      )}
    </>
  );
}

const { handover } = orderMessages.orders;

/** The buyer's handover code, large and spaced, with how to use it (docs/domain.md#handover-code). */
function HandoverCode({ code }: { code: string }) {
  return (
    <Part title={handover.title}>
      <div className="handover-code">
        <p className="handover-code__digits" aria-label={code.split('').join(' ')}>
          {code}
        </p>
        <p className="handover-code__how">{handover.howTo}</p>
        <p className="order-page__note">{handover.after}</p>
      </div>
    </Part>
  );
}

/** One button per action the server allows now: nothing more, nothing less. */
function OrderActions({ order }: { order: Order }) {
  const subject = {
    ...order,
    buyerName: order.buyer.name,
    cancelRequested: order.cancelRequest?.state === 'open',
  };
  return (
    <Part title="What you can do">
      <div className="cluster">
        {order.actions.map((action) =>
          action === 'pay' ? (
            <Link
              key={action}
              to={paths.dashboard.payment.getHref(order._id)}
              className={buttonClassName('primary', 'sm')}
            >
              Pay
            </Link>
          ) : (
            <OrderActionButton key={action} action={action} order={subject} />
          ),
        )}
      </div>
    </Part>
  );
}

/**
 * The order page's content for its buyer, its seller or an administrator: the bike, where the
 * order stands, the other side's contact, the meeting, the cancellation request, the dispute and
 * the refund, the actions the server allows and the timeline.
 */
export function OrderView({ order }: { order: Order }) {
  return (
    <>
      <div className="order-page">
        <img
          className="order-page__photo"
          src={cardImageUrl(order.img)}
          alt=""
          width={250}
          height={146}
        />
        <dl className="order-page__facts">
          <dt>Status</dt>
          <dd>
            <OrderStatusBadge status={order.status} />
            {order.declineReason && (
              <span className="order-page__note">Reason: {order.declineReason}</span>
            )}
          </dd>
          <dt>Price</dt>
          <dd>{formatPrice(order.price)}</dd>
          <dt>Meeting place</dt>
          <dd>{order.location || 'Not given'}</dd>
          <dt>Meeting time</dt>
          <dd>{order.meetingAt ? formatWhen(order.meetingAt) : 'Not set yet'}</dd>
          <Parties order={order} />
        </dl>
      </div>
      {order.handoverCode && <HandoverCode code={order.handoverCode} />}
      <OrderCase order={order} />
      {order.actions.length > 0 && <OrderActions order={order} />}
      <h2 className="order-page__subtitle">Timeline</h2>
      <OrderTimeline order={order} />
    </>
  );
}
