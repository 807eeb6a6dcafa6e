import { contract } from '@reride/shared';
import type { Guards } from '../../http/auth';
import { contractRouter } from '../../http/endpoint';
import type { UserSanctionsService } from './user-sanctions.service';

/** Administrators' warnings and suspensions, and what the person sees of them. */
export function createUserSanctionsRouter(deps: {
  guards: Guards;
  sanctions: UserSanctionsService;
}) {
  const { sanctions } = deps;
  const { router, bind } = contractRouter(deps.guards);

  bind(contract.warnUser, (r) => sanctions.warn(r.caller, r.params.id, r.body.reason));
  bind(contract.suspendUser, (r) => sanctions.suspend(r.caller, r.params.id, r.body));
  bind(contract.liftSuspension, (r) => sanctions.lift(r.caller, r.params.id, r.body.reason));
  bind(contract.getMySanction, (r) => sanctions.mine(r.caller));
  bind(contract.acknowledgeWarning, (r) => sanctions.acknowledgeWarning(r.caller));

  return router;
}
