import { errorMessages } from '@reride/shared';
import { ErrorView } from '../../components/errors/error-view';
import { LogoutIfSignedIn } from '../../features/auth/components/logout-button';
import { useDocumentTitle } from '../../hooks/use-document-title';
import type { RouteHandle } from '../../lib/page-head';
import type { PageStatus } from '../../lib/route-loading';

/** The server answers an unknown path with 404, so search engines drop it. */
export function loader(): PageStatus {
  return { status: 404 };
}

export const handle: RouteHandle = {
  head: () => ({
    page: 'Not Found',
    description: errorMessages.errors.routeNotFound,
    noIndex: true,
  }),
};

/** Unknown paths: the error page with a 404 (docs/domain.md#screens). */
export default function NotFoundRoute() {
  useDocumentTitle('Not Found');
  return (
    <ErrorView
      status={404}
      title="Not Found"
      message={errorMessages.errors.routeNotFound}
      actions={<LogoutIfSignedIn size="md" label="Log out" />}
    />
  );
}
