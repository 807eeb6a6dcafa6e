import { conversationMessages } from '@reride/shared';
import { useParams } from 'react-router-dom';
import { BackButton } from '../../../components/ui/back-button';
import { RecordShell } from '../../../components/ui/record-shell';
import { useConversation } from '../../../features/conversations/api/get-conversation';
import { ConversationView } from '../../../features/conversations/components/conversation-view';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { paths } from '../../../lib/paths';
import { SellerReputation } from '../../../features/profiles/components/seller-reputation';

function BackToInbox() {
  return <BackButton to={paths.dashboard.inbox.getHref()}>Back to the Inbox</BackButton>;
}

/**
 * One conversation, for its buyer and its seller. Anyone else gets the API's 404, shown by the
 * route's error page like any unknown address; other failures offer Try again.
 */
export default function ConversationRoute() {
  const { id = '' } = useParams();
  const query = useConversation(id);
  const conversation = query.data;
  useDocumentTitle(conversation ? `Conversation: ${conversation.bike.name}` : 'Conversation');

  return (
    <RecordShell
      query={query}
      loadingLabel="Loading the conversation"
      notFound={conversationMessages.conversations.notFound}
      errorTitle="We couldn't load this conversation"
      back={<BackToInbox />}
    >
      {(loaded) => (
        <div className="stack">
          <p>
            <BackToInbox />
          </p>
          <ConversationView
            conversation={loaded}
            sellerReputation={
              // A closed conversation's seller was removed: they have no profile any more.
              loaded.role === 'buyer' && loaded.state !== 'closed' ? (
                <SellerReputation sellerId={loaded.otherId} />
              ) : undefined
            }
          />
        </div>
      )}
    </RecordShell>
  );
}
