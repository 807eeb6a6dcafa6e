import { BIKE_STATUS_LABEL, formatPrice, type Conversation } from '@reride/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { paths } from '../../../lib/paths';
import { BikeThumb } from './bike-thumb';

/** The bike a conversation is about, as it is now, and who the caller talks with. */
export function ConversationHead({
  conversation,
  sellerReputation,
}: {
  conversation: Conversation;
  /** Shown to the buyer, under the seller's name. */
  sellerReputation?: ReactNode;
}) {
  const { bike } = conversation;
  return (
    <header className="conversation-head">
      <BikeThumb src={bike.img} size="md" />
      <div className="conversation-head__text">
        <h1 id="conversation-title" className="page-title conversation-head__title">
          <Link to={paths.bike.getHref(bike._id)}>{bike.name}</Link>
        </h1>
        <p className="conversation-head__facts">
          <span className="conversation-head__price">{formatPrice(bike.resalePrice)}</span>
          <Badge tone={bike.status === 'Sold' ? 'danger' : 'success'}>
            {BIKE_STATUS_LABEL[bike.status]}
          </Badge>
        </p>
        <p className="conversation-head__who">
          With{' '}
          {/* A closed conversation's other side was removed: they have no profile any more. */}
          {conversation.state === 'closed' ? (
            conversation.otherName
          ) : (
            <Link to={paths.profile.getHref(conversation.otherId)}>{conversation.otherName}</Link>
          )}{' '}
          ({conversation.role === 'buyer' ? 'seller' : 'buyer'})
        </p>
        {conversation.role === 'buyer' && sellerReputation}
      </div>
    </header>
  );
}
