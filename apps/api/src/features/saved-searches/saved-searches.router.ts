import { contract } from '@reride/shared';
import type { Guards } from '../../http/auth';
import { contractRouter } from '../../http/endpoint';
import type { SavedSearchesService } from './saved-searches.service';

export function createSavedSearchesRouter(deps: {
  guards: Guards;
  savedSearches: SavedSearchesService;
}) {
  const { savedSearches } = deps;
  const { router, bind } = contractRouter(deps.guards);

  bind(contract.createSavedSearch, (r) => savedSearches.create(r.caller, r.body));
  bind(contract.listSavedSearches, (r) => savedSearches.list(r.caller));
  // No sign-in: the signed token is the permission.
  bind(contract.getUnsubscribe, (r) => savedSearches.describeToken(r.params.token));
  // A mail client's one-click POST sends a form body (RFC 8058): only the path is read.
  bind(contract.unsubscribe, (r) => savedSearches.unsubscribe(r.params.token));
  bind(contract.updateSavedSearch, (r) => savedSearches.update(r.caller, r.params.id, r.body));
  bind(contract.deleteSavedSearch, (r) => savedSearches.remove(r.caller, r.params.id));

  return router;
}
