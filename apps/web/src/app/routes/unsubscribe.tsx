import { UnsubscribePage } from '../../features/saved-searches/components/unsubscribe-page';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { savedSearchMessages } from '@reride/shared';
import { useSearchParams } from 'react-router-dom';

/** /unsubscribe?token=…: an alert email's link; one click stops that saved search's emails. */
export default function UnsubscribeRoute() {
  const [params] = useSearchParams();
  useDocumentTitle(savedSearchMessages.unsubscribe.title);
  return (
    <div className="container page stack">
      <UnsubscribePage token={params.get('token')?.trim() ?? ''} />
    </div>
  );
}
