import { messages, type Conversation } from '@reride/shared';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { ListShell } from '../../../components/ui/list-shell';
import { LoadMore } from '../../../components/ui/load-more';
import { TableSkeleton } from '../../../components/ui/table-skeleton';
import { oldestFirst, useMessages } from '../api/get-messages';
import { useMarkRead } from '../api/mark-read';
import { useSendMessage } from '../api/send-message';
import { ConversationHead } from './conversation-head';
import { MessageForm } from './message-form';
import { MessageList } from './message-list';

/**
 * One conversation: its bike, the privacy note, the messages (polled every 5 s, earlier pages on
 * demand) and the composer. The other side's messages are marked read on opening and whenever
 * a new one arrives.
 */
export function ConversationView({ conversation }: { conversation: Conversation }) {
  const id = conversation._id;
  const query = useMessages(id);
  const items = oldestFirst(query.data?.pages);
  const send = useSendMessage(id);
  const { mutate: markRead } = useMarkRead(id);

  const newestIncoming = items?.findLast((message) => !message.mine)?._id;
  useEffect(() => {
    if (newestIncoming) markRead();
  }, [newestIncoming, markRead]);

  const onSend = (text: string, clear: () => void) => {
    send.mutate(text, {
      onSuccess: clear,
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <section className="conversation stack" aria-labelledby="conversation-title">
      <ConversationHead conversation={conversation} />
      <p className="conversation__privacy" role="note">
        {messages.conversations.privacy}
      </p>
      <LoadMore query={query} label="Load earlier" />
      <ListShell
        query={query}
        items={items}
        loading={<TableSkeleton label="Loading the messages" rows={3} />}
        errorTitle="We couldn't load the messages"
        empty={{ title: 'No messages yet', description: 'Write the first one below.' }}
      >
        {(loaded) => <MessageList items={loaded} />}
      </ListShell>
      <MessageForm
        label="Your message"
        className="conversation__composer"
        sending={send.isPending}
        onSend={onSend}
      />
    </section>
  );
}
