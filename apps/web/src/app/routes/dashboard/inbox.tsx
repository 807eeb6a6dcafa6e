import { InboxList } from '../../../features/conversations/components/inbox-list';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export default function InboxRoute() {
  useDocumentTitle('Inbox');
  return <InboxList />;
}
