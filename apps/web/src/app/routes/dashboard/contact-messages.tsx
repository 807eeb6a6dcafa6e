import { ContactMessagesList } from '../../../features/site/components/contact-messages-list';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export default function ContactMessagesRoute() {
  useDocumentTitle('Contact Messages');
  return <ContactMessagesList />;
}
