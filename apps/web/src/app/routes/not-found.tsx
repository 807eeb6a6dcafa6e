import { messages } from '@reride/shared';
import { ErrorView } from '../../components/errors/error-view';
import { LogoutButton } from '../../features/auth/components/logout-button';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** Unknown paths: the error page with a 404 (docs/domain.md#screens). */
export default function NotFoundRoute() {
  useDocumentTitle('Not Found');
  return (
    <ErrorView
      status={404}
      title="Not Found"
      message={messages.errors.routeNotFound}
      actions={<LogoutButton size="md" label="Log out" />}
    />
  );
}
