import { type Role, accountMessages } from '@reride/shared';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { paths } from '../../../lib/paths';

interface NoAccessProps {
  /** The role the page is for. */
  page: Role;
  /** The role the signed-in user holds. */
  held: Role;
}

const words = accountMessages.noAccess;

/**
 * What a signed-in user sees on a page of another role: sending them to the login form would
 * ask them to log in while the navigation says they are (docs/domain.md#screens).
 */
export function NoAccess({ page, held }: NoAccessProps) {
  useDocumentTitle(words.title);
  return (
    <div className="error-view">
      <div className="error-view__card">
        <h1 className="error-view__title">{words.title}</h1>
        <p className="error-view__message">{words.forRole(page, held)}</p>
        <div className="error-view__actions">
          <Link to={paths.dashboard.root.getHref()} className={buttonClassName('primary')}>
            {words.toDashboard}
          </Link>
        </div>
      </div>
    </div>
  );
}
