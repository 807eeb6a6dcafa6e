import { type Message, type Offer, conversationMessages } from '@reride/shared';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { formatMessageTime } from '../lib/message-time';

/**
 * Messages oldest first in a scrollable log (new ones are announced politely). Text is plain
 * text: React escapes it, and `white-space: pre-wrap` keeps the writer's line breaks.
 */
export function MessageList({
  items,
  otherName,
  onReport,
  offerCard,
  photo,
}: {
  items: Message[];
  /** The other participant, named in the note under one's own message with contact details. */
  otherName: string;
  /** Shows a message's photo (it is private: fetched with the caller's token). */
  photo?: (message: Message) => ReactNode;
  /** Shows the offer a message made, as a card under its line (docs/domain.md#offers). */
  offerCard?: (offer: Offer) => ReactNode;
  /** Offers "Report" on the other participant's messages that are still shown. */
  onReport?: (message: Message) => void;
}) {
  const logRef = useRef<HTMLDivElement>(null);
  const newestId = items.at(-1)?._id;

  // A new message (not an earlier page) scrolls the log to the bottom.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [newestId]);

  return (
    // The log scrolls on its own, so it must be reachable by keyboard. It wraps the list (a
    // role on the <ol> itself would take its list semantics from the items).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={logRef} className="messages" role="log" aria-label="Messages" tabIndex={0}>
      <ol className="messages__list">
        {items.map((message) => (
          <li key={message._id} className={message.mine ? 'message message--mine' : 'message'}>
            <p className="message__meta">
              <span className="message__sender">{message.mine ? 'You' : message.senderName}</span>{' '}
              <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt)}</time>
            </p>
            {message.removed ? (
              <p className="message__text message__text--removed">
                {conversationMessages.conversations.messageRemoved}
              </p>
            ) : (
              message.text && <p className="message__text user-text">{message.text}</p>
            )}
            {message.contactHidden && (
              <p className="message__meta">
                {message.mine
                  ? conversationMessages.conversations.contactHiddenForThem(otherName)
                  : conversationMessages.conversations.contactHiddenForYou}
              </p>
            )}
            {message.photoId && !message.removed && photo?.(message)}
            {message.offer && offerCard?.(message.offer)}
            {onReport && !message.mine && !message.removed && (
              <Button
                variant="ghost"
                size="sm"
                className="message__report"
                aria-label={`Report the message of ${message.senderName}`}
                onClick={() => onReport(message)}
              >
                Report
              </Button>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
