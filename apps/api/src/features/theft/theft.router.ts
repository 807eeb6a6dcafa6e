import { contract } from '@reride/shared';
import type { Guards } from '../../http/auth';
import { contractRouter } from '../../http/endpoint';
import type { TheftService } from './theft.service';

/** Owners report a stolen bike; administrators decide reports and serial holds. */
export function createTheftRouter(deps: { guards: Guards; theft: TheftService }) {
  const { theft } = deps;
  const { router, bind } = contractRouter(deps.guards);

  bind(contract.reportTheft, (r) => theft.report(r.caller, r.body));
  bind(contract.listTheftReports, (r) => theft.list(r.query.state, r.query));
  bind(contract.confirmTheftReport, (r) => theft.confirm(r.caller, r.params.id));
  bind(contract.withdrawTheftReport, (r) => theft.withdraw(r.caller, r.params.id, r.body));
  bind(contract.listSerialDuplicates, (r) => theft.listDuplicates(r.query));
  bind(contract.dismissSerialDuplicate, (r) =>
    theft.dismissDuplicate(r.caller, r.params.id, r.body),
  );
  bind(contract.releaseSerialHold, (r) => theft.releaseHold(r.caller, r.params.id));

  return router;
}
