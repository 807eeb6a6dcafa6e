import { type Conversation, type Offer, conversationMessages } from '@reride/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import { PagedList } from '../../../components/ui/paged-list';
import { useMessages } from '../api/get-messages';
import { useMarkRead } from '../api/mark-read';
import { conversationKeys } from '../api/query-keys';
import { useSendMessage } from '../api/send-message';
import { ConversationHead } from './conversation-head';
import { ConversationSafety, useReportDialog } from './conversation-safety';
import { MessageForm } from './message-form';
import { MessageList } from './message-list';
import { MessagePhoto } from './message-photo';
import { OfferCard } from './offer-card';
import { OfferPanel } from './offer-panel';

/**
 * One conversation: its bike, the privacy note, the messages (live, or polled every 5 s; earlier
 * pages on demand) and the composer. The other side's messages are marked read on opening and
 * whenever a new one arrives.
 */
export function ConversationView({
  conversation,
  sellerReputation,
}: {
  conversation: Conversation;
  /** The seller's stored reputation under their name, for a buyer (the route composes it). */
  sellerReputation?: ReactNode;
}) {
  const id = conversation._id;
  const query = useMessages(id);
  const send = useSendMessage(id);
  const { mutate: markRead } = useMarkRead(id);
  const reporting = useReportDialog(id);
  const queryClient = useQueryClient();

  const offerSubject = {
    conversationId: id,
    bike: conversation.bike,
    buyerName: conversation.role === 'seller' ? conversation.otherName : '',
  };
  const offerCard = (offer: Offer) => <OfferCard offer={offer} subject={offerSubject} />;

  // Pages and their items come newest first.
  const newestIncoming = query.data?.pages
    .flatMap((page) => page.items)
    .find((message) => !message.mine)?._id;
  useEffect(() => {
    if (newestIncoming) markRead();
  }, [newestIncoming, markRead]);

  const onSend = (text: string, clear: () => void, photo?: File) => {
    send.mutate(
      { text, photo },
      {
        onSuccess: clear,
        onError: (error) => {
          toast.error(error.message);
          // Blocked or closed since the page loaded: the banner and the disabled composer follow.
          void queryClient.invalidateQueries({ queryKey: conversationKeys.one(id) });
        },
      },
    );
  };

  return (
    <section className="conversation stack" aria-labelledby="conversation-title">
      <ConversationHead conversation={conversation} sellerReputation={sellerReputation} />
      <ConversationSafety conversation={conversation} />
      <p className="conversation__privacy" role="note">
        {conversationMessages.conversations.privacy}
      </p>
      <PagedList
        thread
        query={query}
        loadingLabel="Loading the messages"
        errorTitle="We couldn't load the messages"
        empty={{ title: 'No messages yet', description: 'Write the first one below.' }}
      >
        {(loaded) => (
          <MessageList
            items={loaded}
            otherName={conversation.otherName}
            onReport={reporting.ask}
            offerCard={offerCard}
            photo={(message) => <MessagePhoto conversationId={id} message={message} />}
          />
        )}
      </PagedList>
      <OfferPanel conversation={conversation} />
      <MessageForm
        label="Your message"
        className="conversation__composer"
        sending={send.isPending}
        onSend={onSend}
        withPhoto
        disabled={conversation.state !== 'open'}
      />
      {reporting.dialog}
    </section>
  );
}
