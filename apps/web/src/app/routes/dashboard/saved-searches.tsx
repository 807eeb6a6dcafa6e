import { savedSearchMessages } from '@reride/shared';
import { SavedSearchesList } from '../../../features/saved-searches/components/saved-searches-list';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export default function SavedSearchesRoute() {
  useDocumentTitle(savedSearchMessages.pageTitle);
  return <SavedSearchesList />;
}
