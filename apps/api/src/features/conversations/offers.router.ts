import { Router } from 'express';
import { contract } from '@reride/shared';
import type { Guards } from '../../http/auth';
import { endpointBinder } from '../../http/endpoint';
import type { OffersService } from './offers.service';

export function createOffersRouter(deps: { guards: Guards; offers: OffersService }) {
  const { offers } = deps;
  const router = Router();
  const bind = endpointBinder(router, deps.guards);

  bind(contract.makeOffer, (r) => offers.make(r.caller, r.params.id, r.body));
  bind(contract.listOffers, (r) => offers.list(r.caller, r.params.id, r.query));
  bind(contract.acceptOffer, (r) => offers.accept(r.caller, r.params.id));
  bind(contract.declineOffer, (r) => offers.decline(r.caller, r.params.id));
  bind(contract.counterOffer, (r) => offers.counter(r.caller, r.params.id, r.body.amount));

  return router;
}
