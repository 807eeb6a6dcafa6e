import { contract } from '@reride/shared';
import type { Guards } from '../../http/auth';
import { contractRouter } from '../../http/endpoint';
import type { SiteService } from './site.service';

export function createSiteRouter(deps: { guards: Guards; site: SiteService }) {
  const { site } = deps;
  const { router, bind } = contractRouter(deps.guards);

  // A signed-in sender's token names their account; a visitor writes without one.
  bind(contract.sendContactMessage, (r) => site.sendContactMessage(r.viewer, r.body), {
    viewer: true,
  });
  bind(contract.listContactMessages, (r) => site.listContactMessages(r.query));
  bind(contract.getMarketplaceRules, () => site.rules());

  return router;
}
