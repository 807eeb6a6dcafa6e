import { useRouteError } from 'react-router-dom';
import { describeError } from '../../components/errors/describe-error';
import { ErrorView } from '../../components/errors/error-view';
import { LogoutIfSignedIn } from '../../features/auth/components/logout-button';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** The error element of every route: status, status text or message, Home, and Log out when signed in. */
export function RouteErrorPage({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const { status, title, message } = describeError(error);
  useDocumentTitle(title);
  console.error(error);
  return (
    <ErrorView
      standalone={standalone}
      status={status}
      title={title}
      message={message}
      actions={<LogoutIfSignedIn size="md" label="Log out" />}
    />
  );
}
