import { formatPrice, type Conversation, conversationMessages } from '@reride/shared';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { PageSection } from '../../../components/ui/page-section';
import { PagedList } from '../../../components/ui/paged-list';
import { paths } from '../../../lib/paths';
import { useConversations } from '../api/get-conversations';
import { formatMessageTime, formatWhen } from '../lib/message-time';
import { BikeThumb } from './bike-thumb';
import { UnreadBadge } from './unread-badge';

/** One conversation: the whole row is the link to it. */
function InboxRow({ conversation }: { conversation: Conversation }) {
  const { bike, unread } = conversation;
  return (
    <li>
      <Link
        to={paths.dashboard.conversation.getHref(conversation._id)}
        className={unread > 0 ? 'inbox-row is-unread' : 'inbox-row'}
      >
        <BikeThumb src={bike.img} size="sm" />
        <span className="inbox-row__head">
          <span className="inbox-row__bike">{bike.name}</span>
          <span className="text-subtle">{formatPrice(bike.resalePrice)}</span>
        </span>
        <span className="inbox-row__who">
          {conversation.otherName}
          <span className="text-subtle">
            {' '}
            · {conversation.role === 'buyer' ? 'seller' : 'buyer'}
          </span>
        </span>
        <span className="inbox-row__last">{conversation.lastMessage}</span>
        <span className="inbox-row__meta">
          <time
            dateTime={conversation.lastMessageAt}
            title={formatMessageTime(conversation.lastMessageAt)}
          >
            {formatWhen(conversation.lastMessageAt)}
          </time>
          <UnreadBadge count={unread} />
          {conversation.state !== 'open' && (
            <Badge tone="neutral">{conversation.state === 'closed' ? 'Closed' : 'Blocked'}</Badge>
          )}
        </span>
      </Link>
    </li>
  );
}

/** The Inbox of buyers and sellers: newest activity first, unread badges, Load more. */
export function InboxList() {
  const query = useConversations();
  return (
    <PageSection
      title="Inbox"
      lead="Questions and answers about bikes, newest first. Open one to reply."
    >
      <PagedList
        query={query}
        loadingLabel="Loading your conversations"
        errorTitle="We couldn't load your conversations"
        empty={{
          title: conversationMessages.conversations.empty,
          description: "Buyers ask from a bike's page with Ask the seller; the talk shows up here.",
        }}
      >
        {(items) => (
          <ul className="inbox" aria-label="Conversations">
            {items.map((conversation) => (
              <InboxRow key={conversation._id} conversation={conversation} />
            ))}
          </ul>
        )}
      </PagedList>
    </PageSection>
  );
}
