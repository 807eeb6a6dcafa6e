import { contract } from '@reride/shared';
import type { Guards } from '../../http/auth';
import { contractRouter } from '../../http/endpoint';
import type { SellerVerificationService } from './seller-verification.service';

/** The Verified badge: the seller's phone, the administrators' check and its withdrawal. */
export function createSellerVerificationRouter(deps: {
  guards: Guards;
  verification: SellerVerificationService;
}) {
  const { verification } = deps;
  const { router, bind } = contractRouter(deps.guards);

  bind(contract.confirmPhone, (r) => verification.confirmPhone(r.caller, r.body.idToken));
  bind(contract.verifySeller, (r) => verification.check(r.caller, r.params.id));
  bind(contract.withdrawVerification, (r) =>
    verification.withdraw(r.caller, r.params.id, r.body.reason),
  );

  return router;
}
