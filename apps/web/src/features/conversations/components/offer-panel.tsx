import { type Conversation, offerMessages } from '@reride/shared';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useLatestOffer } from '../api/offers';
import { OfferForm } from './offer-form';

/**
 * "Make an offer" for the conversation's buyer, while the bike is for sale, the conversation can
 * be written and no offer of theirs waits for an answer or was agreed (its card says so). The
 * form opens under its button, which says whether it is open.
 */
export function OfferPanel({ conversation }: { conversation: Conversation }) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const latest = useLatestOffer(conversation._id);
  // An offer waiting for an answer has its card; an accepted one made the order (one per bike).
  const waiting = latest.data?.state === 'open' || latest.data?.state === 'countered';
  const agreed = latest.data?.state === 'accepted';
  const can =
    conversation.role === 'buyer' &&
    conversation.state === 'open' &&
    conversation.bike.status === 'unsold' &&
    latest.isSuccess &&
    !waiting &&
    !agreed;
  if (!can) return null;
  return (
    <div className="offer-panel">
      <Button
        variant={open ? 'ghost' : 'secondary'}
        size="sm"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((was) => !was)}
      >
        {open ? 'Close the offer form' : offerMessages.makeTitle}
      </Button>
      {open && (
        <div id={formId}>
          <OfferForm
            conversationId={conversation._id}
            asking={conversation.bike.resalePrice}
            onMade={() => setOpen(false)}
          />
        </div>
      )}
    </div>
  );
}
